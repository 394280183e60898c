// Pre-hashed keys for the special method names the interpreter looks up on
// every operator, call and conversion, so no hot path hashes a string.
#pragma once

#include "runtime/object.h"
#include "syntax/ast.h"

namespace minitf {

// X(field, name)
// clang-format off
#define MINITF_DUNDER_NAMES(X)   \
  X(bool_, "__bool__")           \
  X(len, "__len__")              \
  X(eq, "__eq__")                \
  X(hash, "__hash__")            \
  X(repr, "__repr__")            \
  X(str, "__str__")              \
  X(iter, "__iter__")            \
  X(next, "__next__")            \
  X(getitem, "__getitem__")      \
  X(setitem, "__setitem__")      \
  X(delitem, "__delitem__")      \
  X(contains, "__contains__")    \
  X(call, "__call__")            \
  X(init, "__init__")            \
  X(new_, "__new__")             \
  X(index, "__index__")          \
  X(float_, "__float__")         \
  X(format, "__format__")        \
  X(getattr, "__getattr__")      \
  X(setattr, "__setattr__")      \
  X(enter, "__enter__")          \
  X(exit, "__exit__")
// clang-format on

struct Dunders {
#define X(f, n) StrKey f;
  MINITF_DUNDER_NAMES(X)
#undef X
  StrKey binop[kNumBinOps], rbinop[kNumBinOps], ibinop[kNumBinOps];
  StrKey cmp[kNumCmpOps], rcmp[kNumCmpOps];
  StrKey unary[kNumUnaryOps];
};

// Built once per process (immutable).
const Dunders& dunders();

inline const StrKey& binop_key(BinOpKind k) { return dunders().binop[int(k)]; }
inline const StrKey& binop_rkey(BinOpKind k) { return dunders().rbinop[int(k)]; }
inline const StrKey& binop_ikey(BinOpKind k) { return dunders().ibinop[int(k)]; }
inline const StrKey& cmpop_key(CmpOpKind k) { return dunders().cmp[int(k)]; }
inline const StrKey& cmpop_rkey(CmpOpKind k) { return dunders().rcmp[int(k)]; }
inline const StrKey& unaryop_key(UnaryOpKind k) { return dunders().unary[int(k)]; }

}  // namespace minitf
