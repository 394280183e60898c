// The abstract syntax tree, shaped after CPython's `ast` module so that the
// AutoGraph pass (AST → AST) and `to_code` can follow TensorFlow's rules.
//
// Node kinds and operators each live in one X-macro table below, so enums,
// names and dispatch cannot drift. The parser builds the tree; the resolver
// fills the annotations marked "resolver" (scopes → slots, constant values,
// interned names) before anything runs. The children of each node kind are
// listed once, in syntax/ast_walk.h.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "syntax/source.h"

namespace minitf {

// Runtime objects that annotations point to. The syntax stage only declares
// them: the objects belong to the runtime, through SourceUnit::annotations.
class Value;
struct Str;

// ---- tables -----------------------------------------------------------------

// X(Name)
// clang-format off
#define MINITF_EXPR_KINDS(X) \
  X(Constant)                \
  X(Name)                    \
  X(Attribute)               \
  X(Subscript)               \
  X(Slice)                   \
  X(Call)                    \
  X(BinOp)                   \
  X(UnaryOp)                 \
  X(BoolOp)                  \
  X(Compare)                 \
  X(IfExp)                   \
  X(Lambda)                  \
  X(List)                    \
  X(Tuple)                   \
  X(Dict)                    \
  X(Set)                     \
  X(ListComp)                \
  X(SetComp)                 \
  X(DictComp)                \
  X(GeneratorExp)            \
  X(JoinedStr)               \
  X(FormattedValue)          \
  X(Starred)                 \
  X(Yield)                   \
  X(YieldFrom)               \
  X(NamedExpr)               \
  X(MatchValue)              \
  X(MatchSingleton)          \
  X(MatchSequence)           \
  X(MatchMapping)            \
  X(MatchClass)              \
  X(MatchStar)               \
  X(MatchAs)                 \
  X(MatchOr)
// clang-format on

// X(Name)
// clang-format off
#define MINITF_STMT_KINDS(X) \
  X(ExprStmt)                \
  X(Assign)                  \
  X(AugAssign)               \
  X(AnnAssign)               \
  X(If)                      \
  X(While)                   \
  X(For)                     \
  X(Break)                   \
  X(Continue)                \
  X(Return)                  \
  X(Pass)                    \
  X(FunctionDef)             \
  X(ClassDef)                \
  X(Try)                     \
  X(Raise)                   \
  X(Assert)                  \
  X(With)                    \
  X(Delete)                  \
  X(Import)                  \
  X(ImportFrom)              \
  X(Global)                  \
  X(Nonlocal)                \
  X(Match)
// clang-format on

// X(Name, symbol, dunder, reflected dunder, precedence)
// clang-format off
#define MINITF_BINOPS(X)                                 \
  X(Add, "+", "__add__", "__radd__", 11)                 \
  X(Sub, "-", "__sub__", "__rsub__", 11)                 \
  X(Mult, "*", "__mul__", "__rmul__", 12)                \
  X(MatMult, "@", "__matmul__", "__rmatmul__", 12)       \
  X(Div, "/", "__truediv__", "__rtruediv__", 12)         \
  X(FloorDiv, "//", "__floordiv__", "__rfloordiv__", 12) \
  X(Mod, "%", "__mod__", "__rmod__", 12)                 \
  X(Pow, "**", "__pow__", "__rpow__", 14)                \
  X(LShift, "<<", "__lshift__", "__rlshift__", 10)       \
  X(RShift, ">>", "__rshift__", "__rrshift__", 10)       \
  X(BitOr, "|", "__or__", "__ror__", 7)                  \
  X(BitXor, "^", "__xor__", "__rxor__", 8)               \
  X(BitAnd, "&", "__and__", "__rand__", 9)
// clang-format on

// X(Name, symbol, dunder)
// clang-format off
#define MINITF_UNARYOPS(X) \
  X(Not, "not ", "")       \
  X(USub, "-", "__neg__")  \
  X(UAdd, "+", "__pos__")  \
  X(Invert, "~", "__invert__")
// clang-format on

// X(Name, symbol, dunder, reflected dunder)
// clang-format off
#define MINITF_CMPOPS(X)             \
  X(Eq, "==", "__eq__", "__eq__")    \
  X(NotEq, "!=", "__ne__", "__ne__") \
  X(Lt, "<", "__lt__", "__gt__")     \
  X(LtE, "<=", "__le__", "__ge__")   \
  X(Gt, ">", "__gt__", "__lt__")     \
  X(GtE, ">=", "__ge__", "__le__")   \
  X(Is, "is", "", "")                \
  X(IsNot, "is not", "", "")         \
  X(In, "in", "__contains__", "")    \
  X(NotIn, "not in", "__contains__", "")
// clang-format on

enum class ExprKind : uint8_t {
#define X(n) n,
  MINITF_EXPR_KINDS(X)
#undef X
};
enum class StmtKind : uint8_t {
#define X(n) n,
  MINITF_STMT_KINDS(X)
#undef X
};
enum class BinOpKind : uint8_t {
#define X(n, s, d, r, p) n,
  MINITF_BINOPS(X)
#undef X
};
enum class UnaryOpKind : uint8_t {
#define X(n, s, d) n,
  MINITF_UNARYOPS(X)
#undef X
};
enum class CmpOpKind : uint8_t {
#define X(n, s, d, r) n,
  MINITF_CMPOPS(X)
#undef X
};

// How many kinds each table has: arrays indexed by a kind take their size
// from these, so a row added to a table cannot overrun them.
#define X(...) +1
constexpr int kNumExprKinds = 0 MINITF_EXPR_KINDS(X);
constexpr int kNumStmtKinds = 0 MINITF_STMT_KINDS(X);
constexpr int kNumBinOps = 0 MINITF_BINOPS(X);
constexpr int kNumUnaryOps = 0 MINITF_UNARYOPS(X);
constexpr int kNumCmpOps = 0 MINITF_CMPOPS(X);
#undef X

const char* expr_kind_name(ExprKind k);
const char* stmt_kind_name(StmtKind k);
const char* binop_symbol(BinOpKind k);
const char* binop_dunder(BinOpKind k);
const char* binop_rdunder(BinOpKind k);
int binop_precedence(BinOpKind k);
const char* unaryop_symbol(UnaryOpKind k);
const char* unaryop_dunder(UnaryOpKind k);
const char* cmpop_symbol(CmpOpKind k);
const char* cmpop_dunder(CmpOpKind k);
const char* cmpop_rdunder(CmpOpKind k);

// ---- nodes ------------------------------------------------------------------

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using ExprList = std::vector<ExprPtr>;
using StmtList = std::vector<StmtPtr>;

// Where a name lives once resolved.
enum class Scope : uint8_t {
  Unresolved,
  Local,      // frame slot `index`
  Cell,       // frame cell `index` (own cells first, then free variables)
  Global,     // module slot `index`, falling back to builtins on load
  ClassBody,  // class namespace dict by name, then globals/builtins
};

struct Expr {
  ExprKind kind;
  Pos pos;
  explicit Expr(ExprKind k, Pos p) : kind(k), pos(p) {}
  virtual ~Expr() = default;
};

struct Stmt {
  StmtKind kind;
  Pos pos;
  explicit Stmt(StmtKind k, Pos p) : kind(k), pos(p) {}
  virtual ~Stmt() = default;
};

// ---- expressions ----

// X(Name)
// clang-format off
#define MINITF_CONST_KINDS(X) X(None) X(True) X(False) X(Int) X(Float) X(Str) X(Imag) X(Ellipsis)
// clang-format on
enum class ConstKind : uint8_t {
#define X(n) n,
  MINITF_CONST_KINDS(X)
#undef X
};

// Literal. The parser fills `ckind` and i/f/s (the decoded text for str, the
// imaginary part in f for Imag), the syntax-level truth that printers read;
// the resolver makes the runtime value once and points `value` at it, so the
// syntax stage needs no runtime objects.
struct ConstantExpr : Expr {
  ConstKind ckind;
  int64_t i = 0;
  double f = 0;
  std::string s;
  const Value* value = nullptr;  // resolver: owned by the unit's annotations
  ConstantExpr(Pos p, ConstKind k) : Expr(ExprKind::Constant, p), ckind(k) {}
};

enum class Ctx : uint8_t { Load, Store, Del };

struct NameExpr : Expr {
  std::string id;
  Ctx ctx = Ctx::Load;
  Scope scope = Scope::Unresolved;  // filled by the resolver
  int32_t index = -1;               // filled by the resolver
  int32_t builtin_index = -1;       // Global loads: cached builtins slot (interpreter)
  // Filled by the resolver: a Local of the host frame read from inside an
  // inline comprehension, a free variable in CPython (its unbound message).
  bool comp_free = false;
  NameExpr(Pos p, std::string n) : Expr(ExprKind::Name, p), id(std::move(n)) {}
};

// An inline cache of a class-level attribute lookup (filled by the
// interpreter): valid while the receiver's type and the class epoch match.
struct AttrCache {
  const void* type = nullptr;
  uint64_t epoch = 0;
  Value* value = nullptr;  // null: the type chain has no such attribute
  // Where the attribute was last found in an instance's dict: instances of a
  // class usually store their attributes in the same order, so the guess is
  // checked with one pointer comparison before any hashing.
  int32_t entry_hint = -1;
};

struct AttributeExpr : Expr {
  ExprPtr value;
  std::string attr;
  Str* attr_str = nullptr;  // resolver: the attr name, interned
  mutable AttrCache cache;
  Ctx ctx = Ctx::Load;
  AttributeExpr(Pos p, ExprPtr v, std::string a)
      : Expr(ExprKind::Attribute, p), value(std::move(v)), attr(std::move(a)) {}
};

struct SubscriptExpr : Expr {
  ExprPtr value;
  ExprPtr index;  // may be a SliceExpr or a TupleExpr of them
  Ctx ctx = Ctx::Load;
  SubscriptExpr(Pos p, ExprPtr v, ExprPtr i)
      : Expr(ExprKind::Subscript, p), value(std::move(v)), index(std::move(i)) {}
};

// a:b:c inside a subscript; each part may be null.
struct SliceExpr : Expr {
  ExprPtr lower, upper, step;
  SliceExpr(Pos p, ExprPtr l, ExprPtr u, ExprPtr s)
      : Expr(ExprKind::Slice, p), lower(std::move(l)), upper(std::move(u)), step(std::move(s)) {}
};

struct Keyword {
  std::string name;  // empty for **kwargs
  ExprPtr value;
  Pos pos;
  Str* name_str = nullptr;  // resolver: the name, interned (null for **kwargs)
};

// func(args..., keywords...). A StarredExpr among args is *args; a Keyword
// with an empty name is **kwargs.
struct CallExpr : Expr {
  ExprPtr func;
  ExprList args;
  std::vector<Keyword> keywords;
  // Set by the resolver: only positional arguments, none starred (the call
  // can bind without building an argument list). False is always safe.
  bool plain_args = false;
  CallExpr(Pos p, ExprPtr f) : Expr(ExprKind::Call, p), func(std::move(f)) {}
};

struct BinOpExpr : Expr {
  BinOpKind op;
  // Set by the resolver: each operand is a constant or a plain local, so the
  // interpreter can read both in place (no side effects, no copies).
  bool leaf_operands = false;
  ExprPtr left, right;
  BinOpExpr(Pos p, BinOpKind o, ExprPtr l, ExprPtr r)
      : Expr(ExprKind::BinOp, p), op(o), left(std::move(l)), right(std::move(r)) {}
};

struct UnaryOpExpr : Expr {
  UnaryOpKind op;
  ExprPtr operand;
  UnaryOpExpr(Pos p, UnaryOpKind o, ExprPtr e)
      : Expr(ExprKind::UnaryOp, p), op(o), operand(std::move(e)) {}
};

// a and b and c / a or b
struct BoolOpExpr : Expr {
  bool is_and;
  ExprList values;
  BoolOpExpr(Pos p, bool a) : Expr(ExprKind::BoolOp, p), is_and(a) {}
};

// left op0 c0 op1 c1 ... (chained)
struct CompareExpr : Expr {
  // Set by the resolver: one operator between two constants or plain locals
  // (n < 2), which the interpreter reads in place.
  bool leaf_operands = false;
  ExprPtr left;
  std::vector<CmpOpKind> ops;
  ExprList comparators;
  CompareExpr(Pos p, ExprPtr l) : Expr(ExprKind::Compare, p), left(std::move(l)) {}
};

struct IfExpExpr : Expr {
  ExprPtr test, body, orelse;
  IfExpExpr(Pos p, ExprPtr t, ExprPtr b, ExprPtr o)
      : Expr(ExprKind::IfExp, p), test(std::move(t)), body(std::move(b)), orelse(std::move(o)) {}
};

// What the resolver learns about a function's scope.
struct ScopeInfo {
  std::vector<std::string> slot_names;  // local slots; parameters first
  int32_t nslots = 0;
  std::vector<std::string> cell_names;  // own cells, then free variables
  int32_t nowncells = 0;
  // For each own cell that is a parameter: (parameter slot, cell index).
  std::vector<std::pair<int32_t, int32_t>> param_cells;
  // For each free variable: the index in the *enclosing* frame's cells.
  std::vector<int32_t> free_from;
  bool resolved = false;
};

struct FunctionDef;

// lambda params: body. `def` holds the parameters and a single Return.
struct LambdaExpr : Expr {
  std::unique_ptr<FunctionDef> def;
  explicit LambdaExpr(Pos p) : Expr(ExprKind::Lambda, p) {}
  ~LambdaExpr() override;
};

// [a, b], (a, b), {a, b}: `elts` may contain StarredExpr.
struct SequenceExpr : Expr {
  ExprList elts;
  Ctx ctx = Ctx::Load;
  SequenceExpr(ExprKind k, Pos p) : Expr(k, p) {}
};

// {k: v, **d}: a null key means `**value`.
struct DictExpr : Expr {
  ExprList keys;
  ExprList values;
  explicit DictExpr(Pos p) : Expr(ExprKind::Dict, p) {}
};

struct Comprehension {
  ExprPtr target;  // Store context
  ExprPtr iter;
  ExprList ifs;
};

// [elt for ...], {elt for ...}, {key: value for ...}, (elt for ...).
// For DictComp `elt` is the key and `value` the value.
struct ComprehensionExpr : Expr {
  ExprPtr elt;
  ExprPtr value;
  std::vector<Comprehension> generators;
  // A generator expression runs lazily in a frame of its own, as CPython's:
  // its variables (filled by the resolver). Unused by the other kinds, which
  // run inline in their host frame.
  ScopeInfo scope;
  ComprehensionExpr(ExprKind k, Pos p) : Expr(k, p) {}
};

// f"..." : a sequence of ConstantExpr (str) and FormattedValueExpr parts.
struct JoinedStrExpr : Expr {
  ExprList values;
  explicit JoinedStrExpr(Pos p) : Expr(ExprKind::JoinedStr, p) {}
};

// {value!conversion:format_spec} inside an f-string. conversion is 0, 's',
// 'r' or 'a'; format_spec is a JoinedStrExpr or null. `self_doc` holds the
// text before '=' for the f"{x=}" form (empty otherwise).
// (syntax stage: self_doc is the exact text to print before the value, '='
// and spaces included, e.g. "x = "; no separate Constant part is emitted for
// it, and conversion is 'r' when neither !conv nor a format spec is given.)
struct FormattedValueExpr : Expr {
  ExprPtr value;
  char conversion = 0;
  ExprPtr format_spec;
  std::string self_doc;
  FormattedValueExpr(Pos p, ExprPtr v) : Expr(ExprKind::FormattedValue, p), value(std::move(v)) {}
};

// *value in a call, a display or an assignment target.
struct StarredExpr : Expr {
  ExprPtr value;
  Ctx ctx = Ctx::Load;
  StarredExpr(Pos p, ExprPtr v) : Expr(ExprKind::Starred, p), value(std::move(v)) {}
};

// `yield value?` (kind Yield) and `yield from value` (kind YieldFrom). Either
// makes the function around it a generator (FunctionDef::is_generator).
struct YieldExpr : Expr {
  ExprPtr value;  // may be null for a bare `yield`
  YieldExpr(ExprKind k, Pos p, ExprPtr v) : Expr(k, p), value(std::move(v)) {}
};

// `target := value` (PEP 572). The target is a NameExpr in Store context;
// the resolver binds it in the scope PEP 572 names (the nearest enclosing
// function, class or module, looking through comprehensions).
struct NamedExprExpr : Expr {
  ExprPtr target;
  ExprPtr value;
  NamedExprExpr(Pos p, ExprPtr t, ExprPtr v)
      : Expr(ExprKind::NamedExpr, p), target(std::move(t)), value(std::move(v)) {}
};

// A pattern of a `case` (the Match* kinds, CPython's `pattern` nodes). One
// node shape serves them all; per kind its fields mean:
//   MatchValue      value: the literal or dotted name, compared with ==
//   MatchSingleton  value: the None/True/False constant, compared with `is`
//   MatchSequence   patterns (at most one MatchStar among them)
//   MatchMapping    keys (literals or dotted names), patterns (one per key),
//                   target: the `**rest` name or null
//   MatchClass      value: the class (a dotted name), patterns: positional,
//                   kwd_attrs with kwd_patterns: keyword sub-patterns
//   MatchStar       target: the `*name` or null for `*_`
//   MatchAs         value: the sub-pattern or null, target: the name or null
//                   (both null: the wildcard `_`)
//   MatchOr         patterns: the alternatives
// A target is a NameExpr in Store context; patterns are Exprs so that the
// one walker (and the resolver) sees captures and value lookups for free.
struct PatternExpr : Expr {
  ExprPtr value;
  ExprList keys;
  ExprList patterns;
  std::vector<std::string> kwd_attrs;
  ExprList kwd_patterns;
  ExprPtr target;
  PatternExpr(ExprKind k, Pos p) : Expr(k, p) {}
};

inline bool is_pattern(ExprKind k) { return k >= ExprKind::MatchValue && k <= ExprKind::MatchOr; }

// ---- statements ----

struct ExprStmt : Stmt {
  ExprPtr value;
  ExprStmt(Pos p, ExprPtr v) : Stmt(StmtKind::ExprStmt, p), value(std::move(v)) {}
};

// t1 = t2 = value
struct AssignStmt : Stmt {
  ExprList targets;
  ExprPtr value;
  explicit AssignStmt(Pos p) : Stmt(StmtKind::Assign, p) {}
};

struct AugAssignStmt : Stmt {
  ExprPtr target;
  BinOpKind op;
  ExprPtr value;
  AugAssignStmt(Pos p, ExprPtr t, BinOpKind o, ExprPtr v)
      : Stmt(StmtKind::AugAssign, p), target(std::move(t)), op(o), value(std::move(v)) {}
};

// target: annotation [= value]  (a class body or module records the annotation)
struct AnnAssignStmt : Stmt {
  ExprPtr target, annotation, value;
  explicit AnnAssignStmt(Pos p) : Stmt(StmtKind::AnnAssign, p) {}
};

// if / elif / else: an elif is an IfStmt alone in `orelse`.
struct IfStmt : Stmt {
  ExprPtr test;
  StmtList body, orelse;
  explicit IfStmt(Pos p) : Stmt(StmtKind::If, p) {}
};

struct WhileStmt : Stmt {
  ExprPtr test;
  StmtList body, orelse;
  explicit WhileStmt(Pos p) : Stmt(StmtKind::While, p) {}
};

struct ForStmt : Stmt {
  ExprPtr target, iter;
  StmtList body, orelse;
  explicit ForStmt(Pos p) : Stmt(StmtKind::For, p) {}
};

struct SimpleStmt : Stmt {  // break, continue, pass
  SimpleStmt(StmtKind k, Pos p) : Stmt(k, p) {}
};

struct ReturnStmt : Stmt {
  ExprPtr value;  // may be null
  explicit ReturnStmt(Pos p) : Stmt(StmtKind::Return, p) {}
};

enum class ParamKind : uint8_t { Positional, VarArgs, KwOnly, VarKw };

struct Param {
  std::string name;
  ParamKind kind = ParamKind::Positional;
  ExprPtr default_value;  // may be null
  ExprPtr annotation;     // parsed and ignored
  Pos pos;
};

// def name(params): body  — also the body of a lambda (is_lambda).
struct FunctionDef : Stmt {
  std::string name;
  std::vector<Param> params;
  StmtList body;
  ExprList decorators;
  ExprPtr returns;  // annotation, ignored
  bool is_lambda = false;
  bool is_generator = false;  // the body contains `yield` (parser)
  std::string docstring;
  ScopeInfo scope;                   // filled by the resolver
  std::unique_ptr<NameExpr> target;  // where `def` stores the function (resolver)
  FunctionDef(Pos p, std::string n) : Stmt(StmtKind::FunctionDef, p), name(std::move(n)) {}
};

struct ClassDef : Stmt {
  std::string name;
  ExprList bases;
  std::vector<Keyword> keywords;
  StmtList body;
  ExprList decorators;
  std::string docstring;
  std::unique_ptr<NameExpr> target;  // filled by the resolver
  ScopeInfo scope;                   // the class body's frame (resolver)
  ClassDef(Pos p, std::string n) : Stmt(StmtKind::ClassDef, p), name(std::move(n)) {}
};

struct ExceptHandler {
  ExprPtr type;                           // may be null (bare except)
  std::string name;                       // may be empty
  std::unique_ptr<NameExpr> name_target;  // made by the parser when name is set
  StmtList body;
  Pos pos;
};

struct TryStmt : Stmt {
  StmtList body;
  std::vector<ExceptHandler> handlers;
  StmtList orelse, finalbody;
  explicit TryStmt(Pos p) : Stmt(StmtKind::Try, p) {}
};

struct RaiseStmt : Stmt {
  ExprPtr exc, cause;  // both may be null
  explicit RaiseStmt(Pos p) : Stmt(StmtKind::Raise, p) {}
};

struct AssertStmt : Stmt {
  ExprPtr test, msg;
  explicit AssertStmt(Pos p) : Stmt(StmtKind::Assert, p) {}
};

struct WithItem {
  ExprPtr context_expr;
  ExprPtr optional_vars;  // may be null
};

struct WithStmt : Stmt {
  std::vector<WithItem> items;
  StmtList body;
  explicit WithStmt(Pos p) : Stmt(StmtKind::With, p) {}
};

struct DeleteStmt : Stmt {
  ExprList targets;
  explicit DeleteStmt(Pos p) : Stmt(StmtKind::Delete, p) {}
};

struct Alias {
  std::string name;                  // dotted for `import a.b`
  std::string asname;                // may be empty
  std::unique_ptr<NameExpr> target;  // made by the parser: the bound name
  Pos pos;
};

struct ImportStmt : Stmt {
  std::vector<Alias> names;
  explicit ImportStmt(Pos p) : Stmt(StmtKind::Import, p) {}
};

struct ImportFromStmt : Stmt {
  std::string module;
  std::vector<Alias> names;  // a single "*" alias for `from m import *`
  explicit ImportFromStmt(Pos p) : Stmt(StmtKind::ImportFrom, p) {}
};

struct NamesStmt : Stmt {  // global / nonlocal
  std::vector<std::string> names;
  NamesStmt(StmtKind k, Pos p) : Stmt(k, p) {}
};

struct MatchCase {
  ExprPtr pattern;
  ExprPtr guard;  // may be null
  StmtList body;
  Pos pos;
};

// match subject: case pattern [if guard]: body ...
struct MatchStmt : Stmt {
  ExprPtr subject;
  std::vector<MatchCase> cases;
  explicit MatchStmt(Pos p) : Stmt(StmtKind::Match, p) {}
};

// A parsed file or REPL input. Owns its tree; functions defined in it keep it
// alive through shared_ptr<SourceUnit>.
struct SourceUnit {
  std::shared_ptr<SourceFile> file;
  StmtList body;
  ScopeInfo scope;  // module-level hidden slots (comprehension variables)
  // The runtime objects the resolver makes for this tree and its nodes point
  // to (constant values, interned names). The syntax stage holds them without
  // knowing their type, so they live exactly as long as the tree.
  std::shared_ptr<void> annotations;
};

// Deep copy (used by AutoGraph, which rewrites a copy of a function's tree).
ExprPtr clone_expr(const Expr& e);
StmtPtr clone_stmt(const Stmt& s);
StmtList clone_body(const StmtList& body);

}  // namespace minitf
