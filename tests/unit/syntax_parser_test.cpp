// Parser: precedence, associativity, positions, every statement kind,
// strings and f-strings, clone.
#include "syntax_test_util.h"

using namespace minitf;
using minitf_test::dump1;
using minitf_test::parse_src;

namespace {

// The expression of a one-expression statement.
const Expr* expr_of(const SourceUnit& u) {
  REQUIRE(u.body.size() == 1);
  const Stmt* s = u.body[0].get();
  if (s->kind == StmtKind::ExprStmt) return static_cast<const ExprStmt*>(s)->value.get();
  REQUIRE(s->kind == StmtKind::Assign);
  return static_cast<const AssignStmt*>(s)->value.get();
}

bool pos_is(const Pos& p, int l, int c, int el, int ec) {
  return p.line == l && p.col == c && p.end_line == el && p.end_col == ec;
}

}  // namespace

TEST_CASE("parser: binary precedence", "[parser]") {
  auto u = parse_src("a + b * c");
  auto* b = static_cast<const BinOpExpr*>(expr_of(*u));
  CHECK(b->op == BinOpKind::Add);
  CHECK(static_cast<const BinOpExpr*>(b->right.get())->op == BinOpKind::Mult);

  u = parse_src("a | b ^ c & d << e + f");
  b = static_cast<const BinOpExpr*>(expr_of(*u));
  CHECK(b->op == BinOpKind::BitOr);
  b = static_cast<const BinOpExpr*>(b->right.get());
  CHECK(b->op == BinOpKind::BitXor);
  b = static_cast<const BinOpExpr*>(b->right.get());
  CHECK(b->op == BinOpKind::BitAnd);
  b = static_cast<const BinOpExpr*>(b->right.get());
  CHECK(b->op == BinOpKind::LShift);
  CHECK(static_cast<const BinOpExpr*>(b->right.get())->op == BinOpKind::Add);

  // Left associativity: (a - b) - c.
  u = parse_src("a - b - c");
  b = static_cast<const BinOpExpr*>(expr_of(*u));
  CHECK(b->left->kind == ExprKind::BinOp);
  CHECK(b->right->kind == ExprKind::Name);

  u = parse_src("a @ b // c % d / e");
  b = static_cast<const BinOpExpr*>(expr_of(*u));
  CHECK(b->op == BinOpKind::Div);
}

TEST_CASE("parser: power is right-associative and binds tighter than unary minus", "[parser]") {
  auto u = parse_src("a ** b ** c");
  auto* b = static_cast<const BinOpExpr*>(expr_of(*u));
  CHECK(b->op == BinOpKind::Pow);
  CHECK(b->left->kind == ExprKind::Name);
  CHECK(b->right->kind == ExprKind::BinOp);

  u = parse_src("-a ** -b");
  auto* neg = static_cast<const UnaryOpExpr*>(expr_of(*u));
  REQUIRE(neg->kind == ExprKind::UnaryOp);
  CHECK(neg->op == UnaryOpKind::USub);
  auto* pw = static_cast<const BinOpExpr*>(neg->operand.get());
  CHECK(pw->op == BinOpKind::Pow);
  CHECK(pw->right->kind == ExprKind::UnaryOp);
}

TEST_CASE("parser: boolean operators, not, ternary, lambda", "[parser]") {
  auto u = parse_src("a or b and not c");
  auto* o = static_cast<const BoolOpExpr*>(expr_of(*u));
  CHECK(!o->is_and);
  REQUIRE(o->values.size() == 2);
  auto* a = static_cast<const BoolOpExpr*>(o->values[1].get());
  CHECK(a->is_and);
  CHECK(a->values[1]->kind == ExprKind::UnaryOp);

  u = parse_src("a or b or c");
  CHECK(static_cast<const BoolOpExpr*>(expr_of(*u))->values.size() == 3);

  u = parse_src("x if c else y if d else z");
  auto* t = static_cast<const IfExpExpr*>(expr_of(*u));
  CHECK(t->orelse->kind == ExprKind::IfExp);

  u = parse_src("f = lambda x, *a, k=1, **kw: x + k");
  auto* l = static_cast<const LambdaExpr*>(expr_of(*u));
  REQUIRE(l->def);
  CHECK(l->def->is_lambda);
  CHECK(l->def->name == "<lambda>");
  REQUIRE(l->def->params.size() == 4);
  CHECK(l->def->params[1].kind == ParamKind::VarArgs);
  CHECK(l->def->params[2].kind == ParamKind::KwOnly);
  CHECK(l->def->params[3].kind == ParamKind::VarKw);
  REQUIRE(l->def->body.size() == 1);
  CHECK(l->def->body[0]->kind == StmtKind::Return);
  CHECK(parse_src("f = lambda: 0")->body.size() == 1);
}

TEST_CASE("parser: chained comparisons", "[parser]") {
  auto u = parse_src("a < b <= c is not d not in e in f is g == h != i > j >= k");
  auto* c = static_cast<const CompareExpr*>(expr_of(*u));
  REQUIRE(c->kind == ExprKind::Compare);
  std::vector<CmpOpKind> want = {CmpOpKind::Lt, CmpOpKind::LtE, CmpOpKind::IsNot, CmpOpKind::NotIn,
                                 CmpOpKind::In, CmpOpKind::Is,  CmpOpKind::Eq,    CmpOpKind::NotEq,
                                 CmpOpKind::Gt, CmpOpKind::GtE};
  CHECK(c->ops == want);
  CHECK(c->comparators.size() == 10);
  // `not` binds looser than comparisons.
  u = parse_src("not a == b");
  CHECK(expr_of(*u)->kind == ExprKind::UnaryOp);
}

TEST_CASE("parser: positions match CPython's ast", "[parser]") {
  // Values checked against python3 -c "import ast; ..." (include_attributes).
  auto u = parse_src("x = (a) + b.c(d)[1:2]\n");
  const Stmt* s = u->body[0].get();
  CHECK(pos_is(s->pos, 1, 0, 1, 21));
  auto* as = static_cast<const AssignStmt*>(s);
  CHECK(pos_is(as->targets[0]->pos, 1, 0, 1, 1));
  auto* b = static_cast<const BinOpExpr*>(as->value.get());
  CHECK(pos_is(b->pos, 1, 4, 1, 21));       // starts at '(' of the group
  CHECK(pos_is(b->left->pos, 1, 5, 1, 6));  // a group keeps the inner position
  auto* sub = static_cast<const SubscriptExpr*>(b->right.get());
  CHECK(pos_is(sub->pos, 1, 10, 1, 21));
  CHECK(pos_is(sub->index->pos, 1, 17, 1, 20));
  CHECK(pos_is(static_cast<const SubscriptExpr*>(sub)->value->pos, 1, 10, 1, 16));

  u = parse_src("if a:\n    pass\nelif b:\n    x = 1\nelse:\n    y\n");
  auto* i = static_cast<const IfStmt*>(u->body[0].get());
  CHECK(pos_is(i->pos, 1, 0, 6, 5));
  REQUIRE(i->orelse.size() == 1);
  CHECK(pos_is(i->orelse[0]->pos, 3, 0, 6, 5));  // the elif

  u = parse_src("def f(a, b=1):\n    return a\n");
  auto* f = static_cast<const FunctionDef*>(u->body[0].get());
  CHECK(pos_is(f->pos, 1, 0, 2, 12));
  CHECK(pos_is(f->params[1].pos, 1, 9, 1, 12));

  u = parse_src("s = '''a\nb''' 'c'\n");
  CHECK(pos_is(expr_of(*u)->pos, 1, 4, 2, 8));

  u = parse_src("f(x for x in y)");
  auto* call = static_cast<const CallExpr*>(expr_of(*u));
  CHECK(pos_is(call->args[0]->pos, 1, 1, 1, 15));  // the call's parentheses

  u = parse_src("t = 1, 2");
  CHECK(pos_is(expr_of(*u)->pos, 1, 4, 1, 8));
}

TEST_CASE("parser: atoms and displays", "[parser]") {
  CHECK(dump1("x = [1, *a]") ==
        "Assign @1:0-1:11\n  target: Name 'x' Store @1:0-1:1\n  value: List Load @1:4-1:11\n"
        "    Constant int 1 @1:5-1:6\n    Starred Load @1:8-1:10\n      Name 'a' Load @1:9-1:10\n");
  auto u = parse_src("d = {1: 2, **e}");
  auto* d = static_cast<const DictExpr*>(expr_of(*u));
  REQUIRE(d->keys.size() == 2);
  CHECK(d->keys[1] == nullptr);
  CHECK(expr_of(*parse_src("s = {1, 2}"))->kind == ExprKind::Set);
  CHECK(expr_of(*parse_src("s = {}"))->kind == ExprKind::Dict);
  CHECK(expr_of(*parse_src("t = ()"))->kind == ExprKind::Tuple);
  CHECK(expr_of(*parse_src("t = (1,)"))->kind == ExprKind::Tuple);
  CHECK(expr_of(*parse_src("t = (1)"))->kind == ExprKind::Constant);
  auto ue = parse_src("...");
  auto e = static_cast<const ConstantExpr*>(expr_of(*ue));
  CHECK(e->ckind == ConstKind::Ellipsis);
  auto un = parse_src("x = -9223372036854775808");
  auto n = static_cast<const ConstantExpr*>(expr_of(*un));
  CHECK(n->ckind == ConstKind::Int);
  CHECK(n->i == INT64_MIN);
  CHECK(static_cast<const ConstantExpr*>(expr_of(*parse_src("None")))->ckind == ConstKind::None);
  CHECK(static_cast<const ConstantExpr*>(expr_of(*parse_src("3j")))->ckind == ConstKind::Imag);
}

TEST_CASE("parser: comprehensions", "[parser]") {
  auto u = parse_src("x = [i * j for i in a if i if i > 1 for j in b]");
  auto* c = static_cast<const ComprehensionExpr*>(expr_of(*u));
  REQUIRE(c->kind == ExprKind::ListComp);
  REQUIRE(c->generators.size() == 2);
  CHECK(c->generators[0].ifs.size() == 2);
  CHECK(static_cast<const NameExpr*>(c->generators[0].target.get())->ctx == Ctx::Store);
  u = parse_src("x = {k: v for k, v in items}");
  c = static_cast<const ComprehensionExpr*>(expr_of(*u));
  CHECK(c->kind == ExprKind::DictComp);
  CHECK(c->value != nullptr);
  CHECK(c->generators[0].target->kind == ExprKind::Tuple);
  CHECK(expr_of(*parse_src("x = {a for a in b}"))->kind == ExprKind::SetComp);
  CHECK(expr_of(*parse_src("x = (a for a in b)"))->kind == ExprKind::GeneratorExp);
  auto uc = parse_src("sum(a for a in b)");
  auto* call = static_cast<const CallExpr*>(expr_of(*uc));
  CHECK(call->args[0]->kind == ExprKind::GeneratorExp);
}

TEST_CASE("parser: calls, subscripts and slices", "[parser]") {
  auto u = parse_src("f(a, *b, c=1, **d)");
  auto* c = static_cast<const CallExpr*>(expr_of(*u));
  REQUIRE(c->args.size() == 2);
  CHECK(c->args[1]->kind == ExprKind::Starred);
  REQUIRE(c->keywords.size() == 2);
  CHECK(c->keywords[0].name == "c");
  CHECK(c->keywords[1].name.empty());
  CHECK(expr_of(*parse_src("f()"))->kind == ExprKind::Call);

  u = parse_src("x[1:2, ::3, ...]");
  auto* s = static_cast<const SubscriptExpr*>(expr_of(*u));
  REQUIRE(s->index->kind == ExprKind::Tuple);
  auto* t = static_cast<const SequenceExpr*>(s->index.get());
  REQUIRE(t->elts.size() == 3);
  CHECK(t->elts[0]->kind == ExprKind::Slice);
  auto* sl = static_cast<const SliceExpr*>(t->elts[1].get());
  CHECK(sl->lower == nullptr);
  CHECK(sl->upper == nullptr);
  CHECK(sl->step != nullptr);
  u = parse_src("x[:]");
  s = static_cast<const SubscriptExpr*>(expr_of(*u));
  CHECK(s->index->kind == ExprKind::Slice);
  u = parse_src("x[1,]");
  s = static_cast<const SubscriptExpr*>(expr_of(*u));
  CHECK(s->index->kind == ExprKind::Tuple);
}

TEST_CASE("parser: strings, escapes and implicit concatenation", "[parser]") {
  auto str = [](const std::string& src) {
    auto u = parse_src("x = " + src);
    auto* c = static_cast<const ConstantExpr*>(expr_of(*u));
    REQUIRE(c->kind == ExprKind::Constant);
    return c->s;
  };
  CHECK(str("'a' \"b\"") == "ab");
  CHECK(str("'\\n\\t\\\\\\'\\\"'") == "\n\t\\'\"");
  CHECK(str("'\\x41\\u00e9\\U0001F600'") == "A\xc3\xa9\xf0\x9f\x98\x80");
  CHECK(str("'\\101\\0'") == std::string("A\0", 2));
  CHECK(str("'\\d'") == "\\d");  // unknown escapes keep the backslash
  CHECK(str("r'\\d\\n'") == "\\d\\n");
  CHECK(str("'''a\nb'''") == "a\nb");
  CHECK(str("'a\\\nb'") == "ab");
  CHECK(str("u'x'") == "x");
  CHECK(minitf_test::error_of("x = b'abc'").message ==
        "bytes literals are not supported in minitf");
  CHECK(minitf_test::error_of("x = '\\x1'").message ==
        "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated "
        "\\xXX escape");
}

TEST_CASE("parser: f-strings", "[parser]") {
  auto u = parse_src("x = f'a{b!r:>{w}}c{d=}' 'e'");
  auto* j = static_cast<const JoinedStrExpr*>(expr_of(*u));
  REQUIRE(j->kind == ExprKind::JoinedStr);
  REQUIRE(j->values.size() == 5);
  CHECK(static_cast<const ConstantExpr*>(j->values[0].get())->s == "a");
  auto* fv = static_cast<const FormattedValueExpr*>(j->values[1].get());
  CHECK(fv->conversion == 'r');
  REQUIRE(fv->format_spec);
  auto* spec = static_cast<const JoinedStrExpr*>(fv->format_spec.get());
  REQUIRE(spec->values.size() == 2);
  CHECK(static_cast<const ConstantExpr*>(spec->values[0].get())->s == ">");
  CHECK(spec->values[1]->kind == ExprKind::FormattedValue);
  // The nested expression has its true position in the file.
  CHECK(pos_is(fv->value->pos, 1, 8, 1, 9));
  auto* selfdoc = static_cast<const FormattedValueExpr*>(j->values[3].get());
  CHECK(selfdoc->self_doc == "d=");
  CHECK(selfdoc->conversion == 'r');  // f"{x=}" shows the repr by default
  CHECK(static_cast<const ConstantExpr*>(j->values[4].get())->s == "e");

  u = parse_src("x = f'{{}}{a:.2f}{b!s}{c = }'");
  j = static_cast<const JoinedStrExpr*>(expr_of(*u));
  REQUIRE(j->values.size() == 4);
  CHECK(static_cast<const ConstantExpr*>(j->values[0].get())->s == "{}");
  auto* c = static_cast<const FormattedValueExpr*>(j->values[3].get());
  CHECK(c->self_doc == "c = ");
  CHECK(static_cast<const FormattedValueExpr*>(j->values[2].get())->conversion == 's');

  u = parse_src("x = f'{d[\"k\"]}' rf'\\d{x}' f'''{\na}'''");
  j = static_cast<const JoinedStrExpr*>(expr_of(*u));
  REQUIRE(j->values.size() == 4);
  CHECK(static_cast<const ConstantExpr*>(j->values[1].get())->s == "\\d");

  CHECK(minitf_test::error_of("f'{}'").message == "f-string: empty expression not allowed");
  CHECK(minitf_test::error_of("f'{x!z}'").message ==
        "f-string: invalid conversion character: expected 's', 'r', or 'a'");
  CHECK(minitf_test::error_of("f'{x'").message == "f-string: expecting '}'");
  CHECK(minitf_test::error_of("f'}'").message == "f-string: single '}' is not allowed");
  CHECK(minitf_test::error_of("f'{a b}'").message ==
        "f-string: invalid syntax. Perhaps you forgot a comma?");
  CHECK(minitf_test::error_of("f'{x:{y:{z}}}'").message ==
        "f-string: expressions nested too deeply");
}

TEST_CASE("parser: assignments and targets", "[parser]") {
  auto u = parse_src("a = b = c");
  auto* a = static_cast<const AssignStmt*>(u->body[0].get());
  REQUIRE(a->targets.size() == 2);
  CHECK(static_cast<const NameExpr*>(a->targets[1].get())->ctx == Ctx::Store);
  CHECK(static_cast<const NameExpr*>(a->value.get())->ctx == Ctx::Load);

  u = parse_src("x, *y, z.w, q[0] = v");
  a = static_cast<const AssignStmt*>(u->body[0].get());
  auto* t = static_cast<const SequenceExpr*>(a->targets[0].get());
  CHECK(t->ctx == Ctx::Store);
  CHECK(static_cast<const StarredExpr*>(t->elts[1].get())->ctx == Ctx::Store);
  CHECK(static_cast<const AttributeExpr*>(t->elts[2].get())->ctx == Ctx::Store);
  CHECK(static_cast<const SubscriptExpr*>(t->elts[3].get())->ctx == Ctx::Store);

  u = parse_src("[a, (b, c)] = d");
  a = static_cast<const AssignStmt*>(u->body[0].get());
  CHECK(a->targets[0]->kind == ExprKind::List);

  const char* ops[] = {
      "+=", "-=", "*=", "@=", "/=", "//=", "%=", "**=", "<<=", ">>=", "|=", "^=", "&="};
  BinOpKind kinds[] = {BinOpKind::Add,    BinOpKind::Sub,      BinOpKind::Mult,  BinOpKind::MatMult,
                       BinOpKind::Div,    BinOpKind::FloorDiv, BinOpKind::Mod,   BinOpKind::Pow,
                       BinOpKind::LShift, BinOpKind::RShift,   BinOpKind::BitOr, BinOpKind::BitXor,
                       BinOpKind::BitAnd};
  for (int i = 0; i < 13; ++i) {
    auto v = parse_src(std::string("x.y ") + ops[i] + " 1");
    auto* aug = static_cast<const AugAssignStmt*>(v->body[0].get());
    REQUIRE(aug->kind == StmtKind::AugAssign);
    CHECK(aug->op == kinds[i]);
  }

  u = parse_src("x: int = 5\ny: list");
  auto* ann = static_cast<const AnnAssignStmt*>(u->body[0].get());
  CHECK(ann->value != nullptr);
  CHECK(static_cast<const AnnAssignStmt*>(u->body[1].get())->value == nullptr);

  u = parse_src("del a, b[0], c.d");
  auto* d = static_cast<const DeleteStmt*>(u->body[0].get());
  CHECK(static_cast<const NameExpr*>(d->targets[0].get())->ctx == Ctx::Del);
  CHECK(static_cast<const SubscriptExpr*>(d->targets[1].get())->ctx == Ctx::Del);
}

TEST_CASE("parser: compound statements", "[parser]") {
  auto u = parse_src(
      "while x:\n    break\nelse:\n    pass\n"
      "for i, j in k:\n    continue\nelse:\n    pass\n"
      "try:\n    pass\nexcept (A, B) as e:\n    pass\nexcept C:\n    pass\nexcept:\n    raise\n"
      "else:\n    pass\nfinally:\n    pass\n"
      "with a as b, c:\n    pass\n"
      "with (a as b,\n      c as d,):\n    pass\n"
      "if x: y = 1; z = 2\n");
  REQUIRE(u->body.size() == 6);
  auto* w = static_cast<const WhileStmt*>(u->body[0].get());
  CHECK(w->orelse.size() == 1);
  auto* f = static_cast<const ForStmt*>(u->body[1].get());
  CHECK(f->target->kind == ExprKind::Tuple);
  CHECK(f->orelse.size() == 1);
  auto* t = static_cast<const TryStmt*>(u->body[2].get());
  REQUIRE(t->handlers.size() == 3);
  CHECK(t->handlers[0].name == "e");
  REQUIRE(t->handlers[0].name_target);
  CHECK(t->handlers[0].name_target->ctx == Ctx::Store);
  CHECK(t->handlers[0].type->kind == ExprKind::Tuple);
  CHECK(t->handlers[2].type == nullptr);
  CHECK(t->orelse.size() == 1);
  CHECK(t->finalbody.size() == 1);
  auto* wi = static_cast<const WithStmt*>(u->body[3].get());
  REQUIRE(wi->items.size() == 2);
  CHECK(wi->items[0].optional_vars != nullptr);
  CHECK(wi->items[1].optional_vars == nullptr);
  auto* wp = static_cast<const WithStmt*>(u->body[4].get());
  CHECK(wp->items.size() == 2);
  auto* i = static_cast<const IfStmt*>(u->body[5].get());
  CHECK(i->body.size() == 2);

  // `with (a) as b` is one item whose expression is parenthesized.
  u = parse_src("with (a) as b:\n    pass\n");
  CHECK(static_cast<const WithStmt*>(u->body[0].get())->items.size() == 1);
}

TEST_CASE("parser: functions, classes, decorators, docstrings", "[parser]") {
  auto u = parse_src(
      "@dec\n@a.b\n@c(1)\ndef f(a, b: int = 2, /, c=3, *args, d, e=4, **kw) -> int:\n"
      "    \"\"\"Doc.\"\"\"\n    return a\n"
      "class C(B, metaclass=M):\n    'class doc'\n    x = 1\n"
      "def g(*, k): pass\n");
  auto* f = static_cast<const FunctionDef*>(u->body[0].get());
  CHECK(f->decorators.size() == 3);
  CHECK(f->docstring == "Doc.");
  CHECK(f->body.size() == 2);  // the docstring statement stays
  REQUIRE(f->params.size() == 7);
  CHECK(f->params[1].annotation != nullptr);
  CHECK(f->params[1].kind == ParamKind::Positional);
  CHECK(f->params[3].kind == ParamKind::VarArgs);
  CHECK(f->params[4].kind == ParamKind::KwOnly);
  CHECK(f->params[4].default_value == nullptr);
  CHECK(f->params[6].kind == ParamKind::VarKw);
  CHECK(f->returns != nullptr);
  auto* c = static_cast<const ClassDef*>(u->body[1].get());
  CHECK(c->bases.size() == 1);
  CHECK(c->keywords.size() == 1);
  CHECK(c->docstring == "class doc");
  auto* g = static_cast<const FunctionDef*>(u->body[2].get());
  REQUIRE(g->params.size() == 1);
  CHECK(g->params[0].kind == ParamKind::KwOnly);
}

TEST_CASE("parser: simple statements", "[parser]") {
  auto u = parse_src(
      "import a.b.c, d as e\nfrom m.n import (x as y, z,)\nfrom m import *\n"
      "global g1, g2\nassert x, 'msg'\nraise E from c\nraise\npass; x = 1;\n");
  REQUIRE(u->body.size() == 9);
  auto* im = static_cast<const ImportStmt*>(u->body[0].get());
  CHECK(im->names[0].name == "a.b.c");
  CHECK(im->names[0].target->id == "a");
  CHECK(im->names[1].target->id == "e");
  auto* fr = static_cast<const ImportFromStmt*>(u->body[1].get());
  CHECK(fr->module == "m.n");
  CHECK(fr->names[0].target->id == "y");
  CHECK(fr->names[1].target->id == "z");
  auto* star = static_cast<const ImportFromStmt*>(u->body[2].get());
  CHECK(star->names[0].name == "*");
  CHECK(static_cast<const NamesStmt*>(u->body[3].get())->names.size() == 2);
  CHECK(static_cast<const AssertStmt*>(u->body[4].get())->msg != nullptr);
  CHECK(static_cast<const RaiseStmt*>(u->body[5].get())->cause != nullptr);
  CHECK(static_cast<const RaiseStmt*>(u->body[6].get())->exc == nullptr);
  CHECK(u->body[7]->kind == StmtKind::Pass);

  u = parse_src("def f():\n    x = 1\n    def g():\n        nonlocal x\n        return\n");
  CHECK(u->body.size() == 1);
  // `match` is still an ordinary name outside a match statement.
  CHECK(parse_src("match = 1\nmatch(x)\nmatch.y = 2\n")->body.size() == 3);
  u = parse_src("match p:\n    case [1, *r] | {'k': Point(x=0), **r} as w if w:\n        pass\n");
  REQUIRE(u->body.size() == 1);
  REQUIRE(u->body[0]->kind == StmtKind::Match);
  auto* m = static_cast<const MatchStmt*>(u->body[0].get());
  REQUIRE(m->cases.size() == 1);
  CHECK(m->cases[0].guard != nullptr);
  auto* as = static_cast<const PatternExpr*>(m->cases[0].pattern.get());
  CHECK(as->kind == ExprKind::MatchAs);
  auto* alt = static_cast<const PatternExpr*>(as->value.get());
  REQUIRE(alt->kind == ExprKind::MatchOr);
  CHECK(alt->patterns[0]->kind == ExprKind::MatchSequence);
  CHECK(alt->patterns[1]->kind == ExprKind::MatchMapping);
  auto* cls = static_cast<const PatternExpr*>(
      static_cast<const PatternExpr*>(alt->patterns[1].get())->patterns[0].get());
  CHECK(cls->kind == ExprKind::MatchClass);
  CHECK(cls->kwd_attrs == std::vector<std::string>{"x"});
}

TEST_CASE("parser: clone_body copies every field and resets resolution", "[parser]") {
  const char* src =
      "@d\ndef f(a, b=1, *c, d, **e):\n    'doc'\n    x = [i for i in a if i]\n"
      "    y = {k: v for k, v in b}\n    z = lambda q: q ** 2\n"
      "    try:\n        pass\n    except E as err:\n        del x[0]\n    finally:\n"
      "        pass\n    with a as (b, c):\n        print(f'{x!r:>{w}} {y=}', *c, k=1, **e)\n"
      "    return x[1:2, ::3], -y, not z, a if b else c, {1, 2}, {}, (), ...\n"
      "class C(B, m=M):\n    import os.path as p\n    from a import b\n    global g\n"
      "    x: int = 3\n    x += 1\n    while 1:\n        break\n    for i in r:\n"
      "        continue\n    assert x, 'm'\n    raise X from Y\n";
  auto u = parse_src(src);
  StmtList copy = clone_body(u->body);
  SourceUnit u2;
  u2.file = u->file;
  u2.body = std::move(copy);
  CHECK(dump_ast(u2) == dump_ast(*u));
}

TEST_CASE("parser: dump_ast format", "[parser]") {
  auto u = parse_src("x = 1\n");
  CHECK(dump_ast(*u) ==
        "Module <test>\n  Assign @1:0-1:5\n    target: Name 'x' Store @1:0-1:1\n"
        "    value: Constant int 1 @1:4-1:5\n");
}

TEST_CASE("parser: a large input parses quickly", "[parser]") {
  std::string src;
  for (int i = 0; i < 2000; ++i)
    src += "def f" + std::to_string(i) +
           "(a, b=1):\n    x = [a * b + c[i] for i in range(10) if i % 2]\n    return "
           "{'k': f'{x!r}'}, x.y(z)\n";
  auto u = parse_src(src);
  CHECK(u->body.size() == 2000);
}
