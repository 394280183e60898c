// The source printer behind `to_code` and MINITF_DEBUG=3. It follows
// astunparse (what TensorFlow's AutoGraph uses to print converted code)
// statement by statement: each statement starts with "\n" plus indentation,
// defs and classes add one more "\n" (the blank line before them), and
// operator expressions are always wrapped in parentheses.
#include "autograph/printer.h"

#include <cmath>

#include "runtime/bignum.h"
#include "runtime/format.h"

namespace minitf {

namespace {

// astunparse's indentation unit.
constexpr const char* kIndent = "    ";

class Printer {
 public:
  std::string out;

  void fill(const std::string& text = "") {
    out += "\n";
    for (int i = 0; i < indent_; ++i) out += kIndent;
    out += text;
  }
  void enter() {
    out += ":";
    ++indent_;
  }
  void leave() { --indent_; }

  void body(const StmtList& b) {
    for (const auto& s : b) stmt(*s);
  }

  void block(const StmtList& b) {
    enter();
    body(b);
    leave();
  }

  void params(const FunctionDef& d) {
    bool first = true;
    bool star_done = false;
    for (const Param& p : d.params) {
      if (!first) out += ", ";
      first = false;
      switch (p.kind) {
        case ParamKind::Positional:
          out += p.name;
          break;
        case ParamKind::VarArgs:
          out += "*" + p.name;
          star_done = true;
          break;
        case ParamKind::KwOnly:
          if (!star_done) {
            out += "*, ";
            star_done = true;
          }
          out += p.name;
          break;
        case ParamKind::VarKw:
          out += "**" + p.name;
          break;
      }
      if (p.default_value) {
        out += "=";
        expr(*p.default_value);
      }
    }
  }

  void function_def(const FunctionDef& d) {
    out += "\n";
    for (const auto& deco : d.decorators) {
      fill("@");
      expr(*deco);
    }
    fill("def " + d.name + "(");
    params(d);
    out += ")";
    block(d.body);
  }

  void if_stmt(const IfStmt& s) {
    fill("if ");
    expr(*s.test);
    block(s.body);
    const StmtList* orelse = &s.orelse;
    // An else holding a single if is printed as elif, as astunparse does.
    while (orelse->size() == 1 && (*orelse)[0]->kind == StmtKind::If) {
      const auto& e = static_cast<const IfStmt&>(*(*orelse)[0]);
      fill("elif ");
      expr(*e.test);
      block(e.body);
      orelse = &e.orelse;
    }
    if (!orelse->empty()) {
      fill("else");
      block(*orelse);
    }
  }

  void stmt(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::ExprStmt:
        fill();
        expr(*static_cast<const ExprStmt&>(s).value);
        break;
      case StmtKind::Assign: {
        const auto& a = static_cast<const AssignStmt&>(s);
        fill();
        for (const auto& t : a.targets) {
          expr(*t);
          out += " = ";
        }
        expr(*a.value);
        break;
      }
      case StmtKind::AugAssign: {
        const auto& a = static_cast<const AugAssignStmt&>(s);
        fill();
        expr(*a.target);
        out += std::string(" ") + binop_symbol(a.op) + "= ";
        expr(*a.value);
        break;
      }
      case StmtKind::AnnAssign: {
        const auto& a = static_cast<const AnnAssignStmt&>(s);
        fill();
        expr(*a.target);
        out += ": ";
        expr(*a.annotation);
        if (a.value) {
          out += " = ";
          expr(*a.value);
        }
        break;
      }
      case StmtKind::If:
        if_stmt(static_cast<const IfStmt&>(s));
        break;
      case StmtKind::While: {
        const auto& w = static_cast<const WhileStmt&>(s);
        fill("while ");
        expr(*w.test);
        block(w.body);
        if (!w.orelse.empty()) {
          fill("else");
          block(w.orelse);
        }
        break;
      }
      case StmtKind::For: {
        const auto& f = static_cast<const ForStmt&>(s);
        fill("for ");
        expr(*f.target);
        out += " in ";
        expr(*f.iter);
        block(f.body);
        if (!f.orelse.empty()) {
          fill("else");
          block(f.orelse);
        }
        break;
      }
      case StmtKind::Break:
        fill("break");
        break;
      case StmtKind::Continue:
        fill("continue");
        break;
      case StmtKind::Pass:
        fill("pass");
        break;
      case StmtKind::Return: {
        const auto& r = static_cast<const ReturnStmt&>(s);
        fill("return");
        if (r.value) {
          out += " ";
          expr(*r.value);
        }
        break;
      }
      case StmtKind::FunctionDef:
        function_def(static_cast<const FunctionDef&>(s));
        break;
      case StmtKind::ClassDef: {
        const auto& c = static_cast<const ClassDef&>(s);
        out += "\n";
        for (const auto& deco : c.decorators) {
          fill("@");
          expr(*deco);
        }
        fill("class " + c.name + "(");
        bool first = true;
        for (const auto& b : c.bases) {
          if (!first) out += ", ";
          first = false;
          expr(*b);
        }
        for (const auto& k : c.keywords) {
          if (!first) out += ", ";
          first = false;
          keyword(k);
        }
        out += ")";
        block(c.body);
        break;
      }
      case StmtKind::Try: {
        const auto& t = static_cast<const TryStmt&>(s);
        fill("try");
        block(t.body);
        for (const auto& h : t.handlers) {
          fill("except");
          if (h.type) {
            out += " ";
            expr(*h.type);
          }
          if (!h.name.empty()) out += " as " + h.name;
          block(h.body);
        }
        if (!t.orelse.empty()) {
          fill("else");
          block(t.orelse);
        }
        if (!t.finalbody.empty()) {
          fill("finally");
          block(t.finalbody);
        }
        break;
      }
      case StmtKind::Raise: {
        const auto& r = static_cast<const RaiseStmt&>(s);
        fill("raise");
        if (r.exc) {
          out += " ";
          expr(*r.exc);
        }
        if (r.cause) {
          out += " from ";
          expr(*r.cause);
        }
        break;
      }
      case StmtKind::Assert: {
        const auto& a = static_cast<const AssertStmt&>(s);
        fill("assert ");
        expr(*a.test);
        if (a.msg) {
          out += ", ";
          expr(*a.msg);
        }
        break;
      }
      case StmtKind::With: {
        const auto& w = static_cast<const WithStmt&>(s);
        fill("with ");
        bool first = true;
        for (const auto& item : w.items) {
          if (!first) out += ", ";
          first = false;
          expr(*item.context_expr);
          if (item.optional_vars) {
            out += " as ";
            expr(*item.optional_vars);
          }
        }
        block(w.body);
        break;
      }
      case StmtKind::Delete: {
        const auto& d = static_cast<const DeleteStmt&>(s);
        fill("del ");
        list(d.targets);
        break;
      }
      case StmtKind::Import: {
        const auto& im = static_cast<const ImportStmt&>(s);
        fill("import ");
        aliases(im.names);
        break;
      }
      case StmtKind::ImportFrom: {
        const auto& im = static_cast<const ImportFromStmt&>(s);
        fill("from " + im.module + " import ");
        aliases(im.names);
        break;
      }
      case StmtKind::Global:
      case StmtKind::Nonlocal: {
        const auto& n = static_cast<const NamesStmt&>(s);
        fill(s.kind == StmtKind::Global ? "global " : "nonlocal ");
        for (size_t i = 0; i < n.names.size(); ++i) out += (i ? ", " : "") + n.names[i];
        break;
      }
      case StmtKind::Match: {
        const auto& m = static_cast<const MatchStmt&>(s);
        fill("match ");
        expr(*m.subject);
        enter();
        for (const MatchCase& c : m.cases) {
          fill("case ");
          expr(*c.pattern);
          if (c.guard) {
            out += " if ";
            expr(*c.guard);
          }
          block(c.body);
        }
        leave();
        break;
      }
    }
  }

  // A `case` pattern, in the form it was written (an `as` pattern in
  // parentheses, so that it reads the same inside an or-pattern).
  void pattern(const PatternExpr& p) {
    auto list = [&](const ExprList& ps, size_t& n) {
      for (const ExprPtr& x : ps) {
        if (n++) out += ", ";
        expr(*x);
      }
    };
    size_t n = 0;
    switch (p.kind) {
      case ExprKind::MatchValue:
      case ExprKind::MatchSingleton:
        expr(*p.value);
        break;
      case ExprKind::MatchSequence:
        out += "[";
        list(p.patterns, n);
        out += "]";
        break;
      case ExprKind::MatchMapping:
        out += "{";
        for (size_t i = 0; i < p.keys.size(); ++i) {
          if (i) out += ", ";
          expr(*p.keys[i]);
          out += ": ";
          expr(*p.patterns[i]);
        }
        if (p.target) {
          if (!p.keys.empty()) out += ", ";
          out += "**";
          expr(*p.target);
        }
        out += "}";
        break;
      case ExprKind::MatchClass:
        expr(*p.value);
        out += "(";
        list(p.patterns, n);
        for (size_t i = 0; i < p.kwd_attrs.size(); ++i) {
          if (n++) out += ", ";
          out += p.kwd_attrs[i] + "=";
          expr(*p.kwd_patterns[i]);
        }
        out += ")";
        break;
      case ExprKind::MatchStar:
        out += "*";
        if (p.target)
          expr(*p.target);
        else
          out += "_";
        break;
      case ExprKind::MatchAs:
        if (!p.value) {
          if (p.target)
            expr(*p.target);
          else
            out += "_";
          break;
        }
        out += "(";
        expr(*p.value);
        out += " as ";
        expr(*p.target);
        out += ")";
        break;
      case ExprKind::MatchOr:
        for (size_t i = 0; i < p.patterns.size(); ++i) {
          if (i) out += " | ";
          expr(*p.patterns[i]);
        }
        break;
      default:
        break;
    }
  }

  void aliases(const std::vector<Alias>& names) {
    for (size_t i = 0; i < names.size(); ++i) {
      if (i) out += ", ";
      out += names[i].name;
      if (!names[i].asname.empty()) out += " as " + names[i].asname;
    }
  }

  void list(const ExprList& l) {
    for (size_t i = 0; i < l.size(); ++i) {
      if (i) out += ", ";
      expr(*l[i]);
    }
  }

  void keyword(const Keyword& k) {
    if (k.name.empty()) {
      out += "**";
    } else {
      out += k.name + "=";
    }
    expr(*k.value);
  }

  void constant(const ConstantExpr& c) {
    switch (c.ckind) {
      case ConstKind::None:
        out += "None";
        break;
      case ConstKind::True:
        out += "True";
        break;
      case ConstKind::False:
        out += "False";
        break;
      case ConstKind::Int:
        out += c.s.empty() ? std::to_string(c.i) : BigNum::parse_literal(c.s).to_string(10);
        break;
      case ConstKind::Float:
        // astunparse spells infinity as an overflowing literal.
        out += std::isinf(c.f) ? "1e309" : float_repr(c.f);
        break;
      case ConstKind::Imag:
        out += complex_repr(0.0, c.f);
        break;
      case ConstKind::Str:
        out += str_repr(c.s);
        break;
      case ConstKind::Ellipsis:
        out += "...";
        break;
    }
  }

  // The inside of an f-string: literal parts with braces doubled, values as
  // {expr!c:spec}.
  void fstring_parts(const JoinedStrExpr& j, std::string& s) {
    for (const auto& v : j.values) {
      if (v->kind == ExprKind::Constant) {
        for (char ch : static_cast<const ConstantExpr&>(*v).s) {
          s += ch;
          if (ch == '{' || ch == '}') s += ch;
        }
        continue;
      }
      const auto& f = static_cast<const FormattedValueExpr&>(*v);
      s += "{";
      std::string inner = unparse_expr(*f.value);
      if (!inner.empty() && inner[0] == '{') s += " ";
      s += f.self_doc.empty() ? inner : f.self_doc.substr(0, f.self_doc.find('='));
      if (!f.self_doc.empty()) s += "=";
      if (f.conversion && !(f.self_doc.size() && f.conversion == 'r' && !f.format_spec)) {
        s += "!";
        s += f.conversion;
      }
      if (f.format_spec) {
        s += ":";
        fstring_parts(static_cast<const JoinedStrExpr&>(*f.format_spec), s);
      }
      s += "}";
    }
  }

  void joined_str(const JoinedStrExpr& j) {
    std::string v;
    fstring_parts(j, v);
    // astunparse picks the first quote style the text does not contain.
    bool multiline = v.find('\n') != std::string::npos || v.find('\r') != std::string::npos;
    std::vector<std::string> quotes = multiline
                                          ? std::vector<std::string>{"'''", "\"\"\""}
                                          : std::vector<std::string>{"'", "\"", "\"\"\"", "'''"};
    out += "f";
    for (const auto& q : quotes) {
      if (v.find(q) == std::string::npos) {
        out += q + v + q;
        return;
      }
    }
    out += str_repr(v);
  }

  void comprehension_tail(const ComprehensionExpr& c) {
    for (const auto& g : c.generators) {
      out += " for ";
      expr(*g.target);
      out += " in ";
      expr(*g.iter);
      for (const auto& cond : g.ifs) {
        out += " if ";
        expr(*cond);
      }
    }
  }

  void expr(const Expr& e) {
    switch (e.kind) {
      case ExprKind::Constant:
        constant(static_cast<const ConstantExpr&>(e));
        break;
      case ExprKind::Name:
        out += static_cast<const NameExpr&>(e).id;
        break;
      case ExprKind::Attribute: {
        const auto& a = static_cast<const AttributeExpr&>(e);
        expr(*a.value);
        // "1 .real": a dot right after an int literal would read as a float.
        if (a.value->kind == ExprKind::Constant &&
            static_cast<const ConstantExpr&>(*a.value).ckind == ConstKind::Int)
          out += " ";
        out += "." + a.attr;
        break;
      }
      case ExprKind::Subscript: {
        const auto& s = static_cast<const SubscriptExpr&>(e);
        expr(*s.value);
        out += "[";
        expr(*s.index);
        out += "]";
        break;
      }
      case ExprKind::Slice: {
        const auto& s = static_cast<const SliceExpr&>(e);
        if (s.lower) expr(*s.lower);
        out += ":";
        if (s.upper) expr(*s.upper);
        if (s.step) {
          out += ":";
          expr(*s.step);
        }
        break;
      }
      case ExprKind::Call: {
        const auto& c = static_cast<const CallExpr&>(e);
        expr(*c.func);
        out += "(";
        bool first = true;
        for (const auto& a : c.args) {
          if (!first) out += ", ";
          first = false;
          expr(*a);
        }
        for (const auto& k : c.keywords) {
          if (!first) out += ", ";
          first = false;
          keyword(k);
        }
        out += ")";
        break;
      }
      case ExprKind::BinOp: {
        const auto& b = static_cast<const BinOpExpr&>(e);
        out += "(";
        expr(*b.left);
        out += std::string(" ") + binop_symbol(b.op) + " ";
        expr(*b.right);
        out += ")";
        break;
      }
      case ExprKind::UnaryOp: {
        const auto& u = static_cast<const UnaryOpExpr&>(e);
        out += "(";
        out += u.op == UnaryOpKind::Not ? "not" : unaryop_symbol(u.op);
        out += " ";
        expr(*u.operand);
        out += ")";
        break;
      }
      case ExprKind::BoolOp: {
        const auto& b = static_cast<const BoolOpExpr&>(e);
        out += "(";
        for (size_t i = 0; i < b.values.size(); ++i) {
          if (i) out += b.is_and ? " and " : " or ";
          expr(*b.values[i]);
        }
        out += ")";
        break;
      }
      case ExprKind::Compare: {
        const auto& c = static_cast<const CompareExpr&>(e);
        out += "(";
        expr(*c.left);
        for (size_t i = 0; i < c.ops.size(); ++i) {
          out += std::string(" ") + cmpop_symbol(c.ops[i]) + " ";
          expr(*c.comparators[i]);
        }
        out += ")";
        break;
      }
      case ExprKind::IfExp: {
        const auto& i = static_cast<const IfExpExpr&>(e);
        out += "(";
        expr(*i.body);
        out += " if ";
        expr(*i.test);
        out += " else ";
        expr(*i.orelse);
        out += ")";
        break;
      }
      case ExprKind::Lambda: {
        const auto& l = static_cast<const LambdaExpr&>(e);
        out += "(lambda ";
        params(*l.def);
        out += ": ";
        const Stmt& ret = *l.def->body.at(0);
        expr(*static_cast<const ReturnStmt&>(ret).value);
        out += ")";
        break;
      }
      case ExprKind::List:
      case ExprKind::Set: {
        const auto& s = static_cast<const SequenceExpr&>(e);
        out += e.kind == ExprKind::List ? "[" : "{";
        list(s.elts);
        out += e.kind == ExprKind::List ? "]" : "}";
        break;
      }
      case ExprKind::Tuple: {
        const auto& s = static_cast<const SequenceExpr&>(e);
        out += "(";
        list(s.elts);
        if (s.elts.size() == 1) out += ",";
        out += ")";
        break;
      }
      case ExprKind::Dict: {
        const auto& d = static_cast<const DictExpr&>(e);
        out += "{";
        for (size_t i = 0; i < d.keys.size(); ++i) {
          if (i) out += ", ";
          if (d.keys[i]) {
            expr(*d.keys[i]);
            out += ": ";
          } else {
            out += "**";
          }
          expr(*d.values[i]);
        }
        out += "}";
        break;
      }
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::GeneratorExp:
      case ExprKind::DictComp: {
        const auto& c = static_cast<const ComprehensionExpr&>(e);
        const char* open = e.kind == ExprKind::ListComp       ? "["
                           : e.kind == ExprKind::GeneratorExp ? "("
                                                              : "{";
        const char* close = e.kind == ExprKind::ListComp       ? "]"
                            : e.kind == ExprKind::GeneratorExp ? ")"
                                                               : "}";
        out += open;
        expr(*c.elt);
        if (e.kind == ExprKind::DictComp) {
          out += ": ";
          expr(*c.value);
        }
        comprehension_tail(c);
        out += close;
        break;
      }
      case ExprKind::JoinedStr:
        joined_str(static_cast<const JoinedStrExpr&>(e));
        break;
      case ExprKind::FormattedValue: {
        // Only reachable inside a JoinedStr; print as a one-part f-string.
        JoinedStrExpr j(e.pos);
        j.values.push_back(clone_expr(e));
        joined_str(j);
        break;
      }
      case ExprKind::Starred:
        out += "*";
        expr(*static_cast<const StarredExpr&>(e).value);
        break;
      case ExprKind::Yield:
      case ExprKind::YieldFrom: {
        auto& y = static_cast<const YieldExpr&>(e);
        out += e.kind == ExprKind::Yield ? "(yield" : "(yield from";
        if (y.value) {
          out += " ";
          expr(*y.value);
        }
        out += ")";
        break;
      }
      case ExprKind::MatchValue:
      case ExprKind::MatchSingleton:
      case ExprKind::MatchSequence:
      case ExprKind::MatchMapping:
      case ExprKind::MatchClass:
      case ExprKind::MatchStar:
      case ExprKind::MatchAs:
      case ExprKind::MatchOr:
        pattern(static_cast<const PatternExpr&>(e));
        break;
      case ExprKind::NamedExpr: {
        auto& n = static_cast<const NamedExprExpr&>(e);
        out += "(";
        expr(*n.target);
        out += " := ";
        expr(*n.value);
        out += ")";
        break;
      }
    }
  }

 private:
  int indent_ = 0;
};

}  // namespace

std::string unparse_stmt(const Stmt& s) {
  Printer p;
  p.stmt(s);
  // astunparse's output starts with the "\n" of the first fill (and one more
  // for a def); TensorFlow strips them.
  size_t start = p.out.find_first_not_of('\n');
  std::string text = start == std::string::npos ? std::string() : p.out.substr(start);
  return text + "\n";
}

std::string unparse_expr(const Expr& e) {
  Printer p;
  p.expr(e);
  return p.out;
}

}  // namespace minitf
