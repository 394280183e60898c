#include "runtime/dunders.h"

#include <string>

namespace minitf {

namespace {

// The in-place names ("__iadd__") need storage of their own.
std::string g_inplace[16];

Dunders make_dunders() {
  Dunders d;
#define X(f, n) d.f = StrKey::of(n);
  MINITF_DUNDER_NAMES(X)
#undef X
  for (int i = 0; i <= int(BinOpKind::BitAnd); ++i) {
    auto k = BinOpKind(i);
    d.binop[i] = StrKey::of(binop_dunder(k));
    d.rbinop[i] = StrKey::of(binop_rdunder(k));
    g_inplace[i] = std::string("__i") + (binop_dunder(k) + 2);
    d.ibinop[i] = StrKey::of(g_inplace[i]);
  }
  for (int i = 0; i <= int(CmpOpKind::NotIn); ++i) {
    d.cmp[i] = StrKey::of(cmpop_dunder(CmpOpKind(i)));
    d.rcmp[i] = StrKey::of(cmpop_rdunder(CmpOpKind(i)));
  }
  for (int i = 0; i <= int(UnaryOpKind::Invert); ++i)
    d.unary[i] = StrKey::of(unaryop_dunder(UnaryOpKind(i)));
  return d;
}

}  // namespace

const Dunders& dunders() {
  static const Dunders d = make_dunders();
  return d;
}

}  // namespace minitf
