#include "runtime/dunders.h"

#include <string>

namespace minitf {

namespace {

Dunders make_dunders() {
  Dunders d;
  // The in-place names ("__iadd__") are made, and a StrKey only views its
  // text, so they live as long as the process, as the table's literals do.
  static std::string inplace_names[kNumBinOps];
#define X(f, n) d.f = StrKey::of(n);
  MINITF_DUNDER_NAMES(X)
#undef X
  for (int i = 0; i < kNumBinOps; ++i) {
    auto k = BinOpKind(i);
    d.binop[i] = StrKey::of(binop_dunder(k));
    d.rbinop[i] = StrKey::of(binop_rdunder(k));
    inplace_names[i] = std::string("__i") + (binop_dunder(k) + 2);
    d.ibinop[i] = StrKey::of(inplace_names[i]);
  }
  for (int i = 0; i < kNumCmpOps; ++i) {
    d.cmp[i] = StrKey::of(cmpop_dunder(CmpOpKind(i)));
    d.rcmp[i] = StrKey::of(cmpop_rdunder(CmpOpKind(i)));
  }
  for (int i = 0; i < kNumUnaryOps; ++i) d.unary[i] = StrKey::of(unaryop_dunder(UnaryOpKind(i)));
  return d;
}

}  // namespace

const Dunders& dunders() {
  static const Dunders d = make_dunders();
  return d;
}

}  // namespace minitf
