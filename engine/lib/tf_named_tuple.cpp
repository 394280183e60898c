#include "lib/tf_named_tuple.h"

#include <string>

#include "base/assert.h"

namespace minitf {

namespace {

// Its fields may hold any Python object, so it takes part in the cycle
// collector (runtime/gc.h).
struct NamedTupleObj : GcObject {
  std::vector<Value> values;
  NamedTupleObj(TypeObject* t, std::vector<Value> v) : GcObject(t), values(std::move(v)) {}
  void gc_traverse(const GcVisitor& visit) override {
    for (const Value& v : values) visit(v);
  }
  void gc_clear() override { std::vector<Value> old = std::move(values); }
};

// The field names of each named-tuple type, by type (types are immortal).
std::vector<std::string>& field_names(const TypeObject* t) {
  static std::vector<std::pair<const TypeObject*, std::vector<std::string>>> all;
  for (auto& [type, names] : all)
    if (type == t) return names;
  all.emplace_back(t, std::vector<std::string>());
  return all.back().second;
}

Value named_tuple_repr(Interpreter& in, CallArgs& a) {
  check_arity(a, 1, 1, "__repr__");
  auto* self = a.pos[0].as<NamedTupleObj>();
  const std::vector<std::string>& names = field_names(self->type);
  std::string s = self->type->name + "(";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) s += ", ";
    s += names[i] + "=" + in.repr(self->values[i]);
  }
  return str_value(s + ")");
}

}  // namespace

TypeObject* new_named_tuple_type(const char* name, std::initializer_list<const char*> fields,
                                 const char* module) {
  TypeObject* t = new_builtin_type(name, types().object, Layout::Native, module);
  size_t i = 0;
  for (const char* f : fields) {
    field_names(t).push_back(f);
    add_property(
        t, f, [i](Interpreter&, CallArgs& a) { return a.pos[0].as<NamedTupleObj>()->values[i]; });
    ++i;
  }
  add_method(t, "__repr__", named_tuple_repr);
  add_method(t, "__str__", named_tuple_repr);
  add_method(t, "__iter__", [](Interpreter& in, CallArgs& a) {
    check_arity(a, 1, 1, "__iter__");
    return in.iter(tuple_value(a.pos[0].as<NamedTupleObj>()->values));
  });
  add_method(t, "__len__", [](Interpreter&, CallArgs& a) {
    check_arity(a, 1, 1, "__len__");
    return Value::integer(static_cast<int64_t>(a.pos[0].as<NamedTupleObj>()->values.size()));
  });
  add_method(t, "__getitem__", [](Interpreter& in, CallArgs& a) {
    check_arity(a, 2, 2, "__getitem__");
    return in.getitem(tuple_value(a.pos[0].as<NamedTupleObj>()->values), a.pos[1]);
  });
  return t;
}

Value make_named_tuple(TypeObject* type, std::vector<Value> values) {
  MINITF_ASSERT(field_names(type).size() == values.size(),
                "a named tuple built with the wrong field count");
  Ref<NamedTupleObj> r(new NamedTupleObj(type, std::move(values)));
  return r.value();
}

}  // namespace minitf
