// Named tuples that TF's generated op wrappers return (TopKV2(values=...,
// indices=...)): objects with one attribute per field that also unpack,
// index and print like a collections.namedtuple.
#pragma once

#include <initializer_list>
#include <vector>

#include "builtins/native.h"

namespace minitf {

// A new immortal named-tuple type with these fields, in `module`.
TypeObject* new_named_tuple_type(const char* name, std::initializer_list<const char*> fields,
                                 const char* module);
// An instance of such a type holding `values` (one per field).
Value make_named_tuple(TypeObject* type, std::vector<Value> values);

}  // namespace minitf
