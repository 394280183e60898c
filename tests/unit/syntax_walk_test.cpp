// The AST child walker: every node kind's children, in evaluation order, the
// outer/inner split at scopes, const and mutable walks, and a cross-check
// against the dumper (an independent per-kind traversal).
#include <cctype>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "syntax/ast_walk.h"
#include "syntax_test_util.h"

using namespace minitf;
using minitf_test::parse_src;

namespace {

// A child as the tests name it: a Name by its id, another expression by its
// kind, a block by its statements ({a b} for `a` and `b`), a bound name as as:id.
std::string describe(const Expr& e) {
  if (e.kind == ExprKind::Name) return static_cast<const NameExpr&>(e).id;
  return expr_kind_name(e.kind);
}

std::string describe(const StmtList& body) {
  std::string out = "{";
  for (const StmtPtr& s : body) {
    if (out.size() > 1) out += " ";
    if (s->kind == StmtKind::ExprStmt) {
      out += describe(*static_cast<const ExprStmt&>(*s).value);
    } else {
      out += stmt_kind_name(s->kind);
    }
  }
  return out + "}";
}

template <class Node>
std::string children_of(Node& n, Reach reach = Reach::All) {
  std::string out;
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : " ") + s; };
  for_each_child(n,
                 Overloaded{[&](const ExprPtr& e) { add(describe(*e)); },
                            [&](const StmtList& b) { add(describe(b)); },
                            [&](const std::unique_ptr<NameExpr>& t) { add("as:" + t->id); }},
                 reach);
  return out;
}

// The first node of a kind in pre-order (found through the walker itself: a
// child it missed makes the lookup fail too).
const Expr* find_expr(const Expr& e, ExprKind k);
const Expr* find_expr(const Stmt& s, ExprKind k);
const Stmt* find_stmt(const Stmt& s, StmtKind k);

const Expr* find_expr(const StmtList& body, ExprKind k) {
  for (const StmtPtr& s : body)
    if (const Expr* e = find_expr(*s, k)) return e;
  return nullptr;
}

const Expr* find_expr(const Expr& e, ExprKind k) {
  if (e.kind == k) return &e;
  const Expr* found = nullptr;
  for_each_child(e, [&](const ExprPtr& c) {
    if (!found) found = find_expr(*c, k);
  });
  return found;
}

const Expr* find_expr(const Stmt& s, ExprKind k) {
  const Expr* found = nullptr;
  for_each_child(s, Overloaded{[&](const ExprPtr& c) {
                                 if (!found) found = find_expr(*c, k);
                               },
                               [&](const StmtList& b) {
                                 if (!found) found = find_expr(b, k);
                               }});
  return found;
}

const Stmt* find_stmt(const Stmt& s, StmtKind k) {
  if (s.kind == k) return &s;
  const Stmt* found = nullptr;
  for_each_child(s, [&](const StmtList& b) {
    for (const StmtPtr& c : b)
      if (!found) found = find_stmt(*c, k);
  });
  return found;
}

// One example per node kind: its source, the node's children (Reach::All),
// and for nodes that open a scope the outer ones (the inner ones are the rest).
// Names are lettered in the order the walker must give them.
struct Example {
  const char* src;
  const char* children;
  const char* outer = nullptr;
};

const std::map<ExprKind, Example>& expr_examples() {
  static const std::map<ExprKind, Example> m = {
      {ExprKind::Constant, {"1", ""}},
      {ExprKind::Name, {"a", ""}},
      {ExprKind::Attribute, {"a.x", "a"}},
      {ExprKind::Subscript, {"a[b]", "a b"}},
      {ExprKind::Slice, {"x[a:b:c]", "a b c"}},
      {ExprKind::Call, {"a(b, *c, d=e, **f)", "a b Starred e f"}},
      {ExprKind::BinOp, {"a + b", "a b"}},
      {ExprKind::UnaryOp, {"-a", "a"}},
      {ExprKind::BoolOp, {"a and b or c", "BoolOp c"}},
      {ExprKind::Compare, {"a < b < c", "a b c"}},
      {ExprKind::IfExp, {"b if a else c", "a b c"}},
      {ExprKind::Lambda, {"lambda x=a, *, y=b: c", "a b c", "a b"}},
      {ExprKind::List, {"[a, *b]", "a Starred"}},
      {ExprKind::Tuple, {"(a, b)", "a b"}},
      {ExprKind::Set, {"{a, b}", "a b"}},
      {ExprKind::Dict, {"{a: b, **c, d: e}", "a b c d e"}},
      {ExprKind::ListComp, {"[g for b in a if c for e in d if f]", "a b c d e f g", "a"}},
      {ExprKind::SetComp, {"{c for b in a}", "a b c", "a"}},
      {ExprKind::DictComp, {"{c: d for b in a}", "a b c d", "a"}},
      {ExprKind::GeneratorExp, {"(c for b in a)", "a b c", "a"}},
      {ExprKind::JoinedStr, {"f'x{a}'", "Constant FormattedValue"}},
      {ExprKind::FormattedValue, {"f'{a:{b}}'", "a JoinedStr"}},
      {ExprKind::Starred, {"*a, b", "a"}},
      {ExprKind::Yield, {"def f():\n    yield a", "a"}},
      {ExprKind::YieldFrom, {"def f():\n    yield from a", "a"}},
      {ExprKind::NamedExpr, {"(b := a)", "a b"}},
      {ExprKind::MatchValue, {"match s:\n case a.x:\n  pass\n", "Attribute"}},
      {ExprKind::MatchSingleton, {"match s:\n case None:\n  pass\n", "Constant"}},
      {ExprKind::MatchSequence, {"match s:\n case [1, *b]:\n  pass\n", "MatchValue MatchStar"}},
      {ExprKind::MatchMapping, {"match s:\n case {1: a, **b}:\n  pass\n", "Constant MatchAs b"}},
      {ExprKind::MatchClass, {"match s:\n case C(a, x=b):\n  pass\n", "C MatchAs MatchAs"}},
      {ExprKind::MatchStar, {"match s:\n case [*a]:\n  pass\n", "a"}},
      {ExprKind::MatchAs, {"match s:\n case [1] as a:\n  pass\n", "MatchSequence a"}},
      {ExprKind::MatchOr, {"match s:\n case 1 | a.b:\n  pass\n", "MatchValue MatchValue"}},
  };
  return m;
}

const std::map<StmtKind, Example>& stmt_examples() {
  static const std::map<StmtKind, Example> m = {
      {StmtKind::ExprStmt, {"a", "a"}},
      {StmtKind::Assign, {"b = c = a", "a b c"}},
      {StmtKind::AugAssign, {"a += b", "a b"}},
      {StmtKind::AnnAssign, {"b: T = a", "a b T"}},
      {StmtKind::If, {"if a:\n  b\nelse:\n  c\n", "a {b} {c}"}},
      {StmtKind::While, {"while a:\n  b\nelse:\n  c\n", "a {b} {c}"}},
      {StmtKind::For, {"for b in a:\n  c\nelse:\n  d\n", "a b {c} {d}"}},
      {StmtKind::Break, {"while a:\n  break\n", ""}},
      {StmtKind::Continue, {"while a:\n  continue\n", ""}},
      {StmtKind::Return, {"def f():\n  return a\n", "a"}},
      {StmtKind::Pass, {"pass", ""}},
      {StmtKind::FunctionDef, {"@a\ndef f(x=b, *, y: T = c) -> T:\n  d\n", "a b c {d}", "a b c"}},
      {StmtKind::ClassDef, {"@a\nclass C(b, metaclass=c):\n  d\n", "a b c {d}", "a b c"}},
      {StmtKind::Try,
       {"try:\n  a\nexcept b as c:\n  d\nexcept:\n  e\nelse:\n  f\nfinally:\n  g\n",
        "{a} b as:c {d} {e} {f} {g}"}},
      {StmtKind::Raise, {"raise a from b", "a b"}},
      {StmtKind::Assert, {"assert a, b", "a b"}},
      {StmtKind::With, {"with a as b, c:\n  d\n", "a b c {d}"}},
      {StmtKind::Delete, {"del a, b", "a b"}},
      {StmtKind::Import, {"import a.b as c, d", "as:c as:d"}},
      {StmtKind::ImportFrom, {"from m import a, b as c", "as:a as:c"}},
      {StmtKind::Global, {"global a", ""}},
      {StmtKind::Nonlocal, {"def f():\n  nonlocal a\n", ""}},
      {StmtKind::Match, {"match a:\n  case b if c:\n    d\n", "a MatchAs c {d}"}},
  };
  return m;
}

// Outer then inner must be exactly all children, in order; only nodes that
// open a scope have inner children.
template <class Node>
void check_split(Node& n, bool scope, const Example& ex) {
  std::string all = children_of(n), outer = children_of(n, Reach::Outer);
  std::string inner = children_of(n, Reach::Inner);
  CHECK(outer + (outer.empty() || inner.empty() ? "" : " ") + inner == all);
  if (scope) {
    REQUIRE(ex.outer);
    CHECK(outer == ex.outer);
  } else {
    CHECK(inner.empty());
  }
}

// Every kind, from the tables: a kind added without an example fails below.
const ExprKind kExprKinds[] = {
#define X(n) ExprKind::n,
    MINITF_EXPR_KINDS(X)
#undef X
};
const StmtKind kStmtKinds[] = {
#define X(n) StmtKind::n,
    MINITF_STMT_KINDS(X)
#undef X
};

}  // namespace

TEST_CASE("walker: every expression kind's children, in evaluation order", "[walk]") {
  for (ExprKind k : kExprKinds) {
    INFO("kind " << expr_kind_name(k));
    auto it = expr_examples().find(k);
    REQUIRE(it != expr_examples().end());
    auto u = parse_src(it->second.src);
    const Expr* e = find_expr(u->body, k);
    REQUIRE(e);
    CHECK(children_of(*e) == it->second.children);
    check_split(*e, opens_scope(k), it->second);
  }
}

TEST_CASE("walker: every statement kind's children, in evaluation order", "[walk]") {
  for (StmtKind k : kStmtKinds) {
    INFO("kind " << stmt_kind_name(k));
    auto it = stmt_examples().find(k);
    REQUIRE(it != stmt_examples().end());
    auto u = parse_src(it->second.src);
    const Stmt* s = nullptr;
    for (const StmtPtr& top : u->body)
      if (!s) s = find_stmt(*top, k);
    REQUIRE(s);
    CHECK(children_of(*s) == it->second.children);
    check_split(*s, opens_scope(k), it->second);
  }
}

TEST_CASE("walker: a mutable walk gives the same children and their slots", "[walk]") {
  auto u = parse_src("v = a.b[c] + f(d, k=e)");
  Stmt& s = *u->body[0];
  CHECK(children_of(s) == children_of(static_cast<const Stmt&>(s)));
  // Replace every Name in the tree, bottom-up, through the slots it offers.
  std::function<void(ExprPtr&)> rename = [&](ExprPtr& e) {
    for_each_child(*e, rename);
    if (e->kind != ExprKind::Name) return;
    auto& n = static_cast<NameExpr&>(*e);
    auto r = std::make_unique<NameExpr>(n.pos, std::string(1, char(std::toupper(n.id[0]))));
    r->ctx = n.ctx;
    e = std::move(r);
  };
  for_each_child(s, rename);
  CHECK(dump_stmt(s) == dump_stmt(*parse_src("V = A.b[C] + F(D, k=E)")->body[0]));
}

TEST_CASE("walker: visitors see only the child shapes they take", "[walk]") {
  auto u = parse_src("try:\n  a\nexcept E as e:\n  b\n");
  int exprs = 0, blocks = 0, names = 0;
  for_each_child(*u->body[0], [&](ExprPtr&) { ++exprs; });
  for_each_child(*u->body[0], [&](StmtList&) { ++blocks; });
  for_each_child(*u->body[0], [&](std::unique_ptr<NameExpr>&) { ++names; });
  CHECK(exprs == 1);   // E
  CHECK(blocks == 4);  // body, the handler's body, orelse, finalbody
  CHECK(names == 1);   // e
}

namespace {

// Nodes the walker reaches from the statements of `body`, recursively (bound
// names excluded: the dumper prints them inside their statement's line).
int count_nodes(const StmtList& body) {
  int n = 0;
  std::function<void(const ExprPtr&)> expr = [&](const ExprPtr& e) {
    // The dumper shows a lambda's body as the Return the parser wraps it in.
    n += e->kind == ExprKind::Lambda ? 2 : 1;
    for_each_child(*e, expr);
  };
  for (const StmtPtr& s : body) {
    ++n;
    for_each_child(*s, Overloaded{expr, [&](const StmtList& b) { n += count_nodes(b); }});
  }
  return n;
}

// Lines of a dump that show a node ("label: Kind ..."), annotations left out.
int count_dump_nodes(const std::string& dump) {
  std::set<std::string> kinds;
#define X(n) kinds.insert(#n);
  MINITF_EXPR_KINDS(X)
  MINITF_STMT_KINDS(X)
#undef X
  std::istringstream in(dump);
  std::string line;
  int n = 0;
  // Parameter and return annotations are not walked; an AnnAssign's
  // annotation is. A parameter's annotation is indented under its "param".
  size_t param_indent = std::string::npos;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string w;
    words >> w;
    size_t indent = line.find_first_not_of(' ');
    if (w == "param") {
      param_indent = indent;
    } else if (param_indent != std::string::npos && indent <= param_indent) {
      param_indent = std::string::npos;
    }
    if (w == "returns:" || (w == "annotation:" && param_indent != std::string::npos)) continue;
    if (!w.empty() && w.back() == ':') words >> w;
    n += kinds.count(w) ? 1 : 0;
  }
  return n;
}

}  // namespace

TEST_CASE("walker: reaches every node the dumper prints", "[walk]") {
  const char* src =
      "import mod as m, os\n"
      "from pkg import x, y as z\n"
      "@deco(1)\n"
      "def f(p=a, *args, k=b, **kw) -> R:\n"
      "    global g\n"
      "    c = d.attr[e:f:h] + -i\n"
      "    j += k if l and m or not n else o\n"
      "    q: T = r(s, *t, key=u, **v)\n"
      "    if w < x <= y:\n"
      "        pass\n"
      "    elif z:\n"
      "        return lambda q=aa: bb\n"
      "    else:\n"
      "        del cc, dd[0]\n"
      "    while ee:\n"
      "        break\n"
      "        continue\n"
      "    else:\n"
      "        pass\n"
      "    for ff, *gg in [hh, (ii,), {jj}, {kk: ll, **mm}]:\n"
      "        nn = [oo for pp in qq if rr for ss in pp]\n"
      "        tt = {uu for vv in ww}, {xx: yy for zz in aaa}, (bbb for ccc in ddd)\n"
      "    try:\n"
      "        raise eee from fff\n"
      "    except ggg as hhh:\n"
      "        assert iii, f'{jjj!r:>{kkk}} and {lll=}'\n"
      "    except:\n"
      "        pass\n"
      "    else:\n"
      "        with mmm as nnn, ooo:\n"
      "            ...\n"
      "    finally:\n"
      "        def inner():\n"
      "            nonlocal c\n"
      "            return c\n"
      "@cdeco\n"
      "class C(Base, metaclass=Meta):\n"
      "    attr = 1\n";
  auto u = parse_src(src);
  int dumped = count_dump_nodes(dump_ast(*u));
  CHECK(dumped > 100);
  CHECK(count_nodes(u->body) == dumped);
}
