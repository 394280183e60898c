// EagerTensor's operator slots (TypeObject::binop_slot / compare_slot): the
// fast path of eager operators on 0-d tensors, the commonest operation of a
// teaching loop (`acc = acc + a * b`, `while n > 1`).
#pragma once

#include "runtime/object.h"

namespace minitf {

// Installs the slots on EagerTensor.
void install_eager_operator_slots(TypeObject* eager);

}  // namespace minitf
