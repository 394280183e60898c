// Dumps of tokens and trees. Output is for people (and test expectations), so
// it favours one line per node with the interesting fields inline.
#include "syntax/ast_dump.h"

#include <cstdio>

#include "syntax/lexer.h"

namespace minitf {

namespace {

std::string pos_str(const Pos& p) {
  return "@" + std::to_string(p.line) + ":" + std::to_string(p.col) + "-" +
         std::to_string(p.end_line) + ":" + std::to_string(p.end_col);
}

// A Python-style repr of a string, enough to read dumps unambiguously.
std::string quote(const std::string& s) {
  std::string out = "'";
  for (unsigned char c : s) {
    switch (c) {
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\'':
        out += "\\'";
        break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", c);
          out += buf;
        } else {
          out.push_back(char(c));
        }
    }
  }
  return out + "'";
}

const char* ctx_name(Ctx c) { return c == Ctx::Load ? "Load" : c == Ctx::Store ? "Store" : "Del"; }

std::string fmt_double(double d) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  return buf;
}

class Dumper {
 public:
  std::string out;

  void line(int depth, const std::string& label, const std::string& text) {
    out.append(size_t(depth) * 2, ' ');
    if (!label.empty()) out += label + ": ";
    out += text;
    out.push_back('\n');
  }

  void expr(int d, const std::string& label, const Expr* e) {
    if (!e) return;
    std::string head = expr_kind_name(e->kind);
    switch (e->kind) {
      case ExprKind::Constant: {
        auto* x = static_cast<const ConstantExpr*>(e);
        switch (x->ckind) {
          case ConstKind::None:
            head += " None";
            break;
          case ConstKind::True:
            head += " True";
            break;
          case ConstKind::False:
            head += " False";
            break;
          case ConstKind::Ellipsis:
            head += " Ellipsis";
            break;
          case ConstKind::Int:
            head += " int " + (x->s.empty() ? std::to_string(x->i) : x->s);
            break;
          case ConstKind::Float:
            head += " float " + fmt_double(x->f);
            break;
          case ConstKind::Imag:
            head += " imag " + fmt_double(x->f) + "j";
            break;
          case ConstKind::Str:
            head += " str " + quote(x->s);
            break;
        }
        break;
      }
      case ExprKind::Name: {
        auto* x = static_cast<const NameExpr*>(e);
        head += " '" + x->id + "' " + ctx_name(x->ctx);
        break;
      }
      case ExprKind::Attribute: {
        auto* x = static_cast<const AttributeExpr*>(e);
        head += " ." + x->attr + " " + ctx_name(x->ctx);
        break;
      }
      case ExprKind::Subscript:
        head += std::string(" ") + ctx_name(static_cast<const SubscriptExpr*>(e)->ctx);
        break;
      case ExprKind::BinOp:
        head += std::string(" ") + binop_symbol(static_cast<const BinOpExpr*>(e)->op);
        break;
      case ExprKind::UnaryOp: {
        std::string sym = unaryop_symbol(static_cast<const UnaryOpExpr*>(e)->op);
        if (!sym.empty() && sym.back() == ' ') sym.pop_back();
        head += " " + sym;
        break;
      }
      case ExprKind::BoolOp:
        head += static_cast<const BoolOpExpr*>(e)->is_and ? " and" : " or";
        break;
      case ExprKind::Compare: {
        auto* x = static_cast<const CompareExpr*>(e);
        for (CmpOpKind op : x->ops) head += std::string(" ") + cmpop_symbol(op);
        break;
      }
      case ExprKind::List:
      case ExprKind::Tuple:
      case ExprKind::Set:
        if (e->kind != ExprKind::Set)
          head += std::string(" ") + ctx_name(static_cast<const SequenceExpr*>(e)->ctx);
        break;
      case ExprKind::FormattedValue: {
        auto* x = static_cast<const FormattedValueExpr*>(e);
        if (x->conversion) head += std::string(" !") + x->conversion;
        if (!x->self_doc.empty()) head += " self_doc=" + quote(x->self_doc);
        break;
      }
      case ExprKind::Starred:
        head += std::string(" ") + ctx_name(static_cast<const StarredExpr*>(e)->ctx);
        break;
      default:
        break;
    }
    line(d, label, head + " " + pos_str(e->pos));
    int c = d + 1;
    switch (e->kind) {
      case ExprKind::Attribute:
        expr(c, "value", static_cast<const AttributeExpr*>(e)->value.get());
        break;
      case ExprKind::Subscript: {
        auto* x = static_cast<const SubscriptExpr*>(e);
        expr(c, "value", x->value.get());
        expr(c, "index", x->index.get());
        break;
      }
      case ExprKind::Slice: {
        auto* x = static_cast<const SliceExpr*>(e);
        expr(c, "lower", x->lower.get());
        expr(c, "upper", x->upper.get());
        expr(c, "step", x->step.get());
        break;
      }
      case ExprKind::Call: {
        auto* x = static_cast<const CallExpr*>(e);
        expr(c, "func", x->func.get());
        for (const ExprPtr& a : x->args) expr(c, "arg", a.get());
        keywords(c, x->keywords);
        break;
      }
      case ExprKind::BinOp: {
        auto* x = static_cast<const BinOpExpr*>(e);
        expr(c, "left", x->left.get());
        expr(c, "right", x->right.get());
        break;
      }
      case ExprKind::UnaryOp:
        expr(c, "", static_cast<const UnaryOpExpr*>(e)->operand.get());
        break;
      case ExprKind::BoolOp:
        for (const ExprPtr& v : static_cast<const BoolOpExpr*>(e)->values) expr(c, "", v.get());
        break;
      case ExprKind::Compare: {
        auto* x = static_cast<const CompareExpr*>(e);
        expr(c, "left", x->left.get());
        for (const ExprPtr& v : x->comparators) expr(c, "", v.get());
        break;
      }
      case ExprKind::IfExp: {
        auto* x = static_cast<const IfExpExpr*>(e);
        expr(c, "test", x->test.get());
        expr(c, "body", x->body.get());
        expr(c, "orelse", x->orelse.get());
        break;
      }
      case ExprKind::Lambda: {
        auto* x = static_cast<const LambdaExpr*>(e);
        if (x->def) {
          params(c, *x->def);
          body(c, "body", x->def->body);
        }
        break;
      }
      case ExprKind::List:
      case ExprKind::Tuple:
      case ExprKind::Set:
        for (const ExprPtr& v : static_cast<const SequenceExpr*>(e)->elts) expr(c, "", v.get());
        break;
      case ExprKind::Dict: {
        auto* x = static_cast<const DictExpr*>(e);
        for (size_t i = 0; i < x->keys.size(); ++i) {
          if (x->keys[i]) {
            expr(c, "key", x->keys[i].get());
          } else {
            line(c, "key", "**");
          }
          expr(c, "value", x->values[i].get());
        }
        break;
      }
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::DictComp:
      case ExprKind::GeneratorExp: {
        auto* x = static_cast<const ComprehensionExpr*>(e);
        expr(c, e->kind == ExprKind::DictComp ? "key" : "elt", x->elt.get());
        expr(c, "value", x->value.get());
        for (const Comprehension& g : x->generators) {
          line(c, "", "for");
          expr(c + 1, "target", g.target.get());
          expr(c + 1, "iter", g.iter.get());
          for (const ExprPtr& i : g.ifs) expr(c + 1, "if", i.get());
        }
        break;
      }
      case ExprKind::JoinedStr:
        for (const ExprPtr& v : static_cast<const JoinedStrExpr*>(e)->values) expr(c, "", v.get());
        break;
      case ExprKind::FormattedValue: {
        auto* x = static_cast<const FormattedValueExpr*>(e);
        expr(c, "value", x->value.get());
        expr(c, "format_spec", x->format_spec.get());
        break;
      }
      case ExprKind::Starred:
        expr(c, "", static_cast<const StarredExpr*>(e)->value.get());
        break;
      case ExprKind::Yield:
      case ExprKind::YieldFrom:
        expr(c, "", static_cast<const YieldExpr*>(e)->value.get());
        break;
      case ExprKind::MatchValue:
      case ExprKind::MatchSingleton:
      case ExprKind::MatchSequence:
      case ExprKind::MatchMapping:
      case ExprKind::MatchClass:
      case ExprKind::MatchStar:
      case ExprKind::MatchAs:
      case ExprKind::MatchOr: {
        auto* x = static_cast<const PatternExpr*>(e);
        expr(c, "value", x->value.get());
        for (size_t i = 0; i < x->patterns.size(); ++i) {
          if (i < x->keys.size()) expr(c, "key", x->keys[i].get());
          expr(c, "", x->patterns[i].get());
        }
        for (size_t i = 0; i < x->kwd_attrs.size(); ++i)
          expr(c, x->kwd_attrs[i], x->kwd_patterns[i].get());
        expr(c, "target", x->target.get());
        break;
      }
      case ExprKind::NamedExpr: {
        auto* x = static_cast<const NamedExprExpr*>(e);
        expr(c, "target", x->target.get());
        expr(c, "value", x->value.get());
        break;
      }
      default:
        break;
    }
  }

  void keywords(int d, const std::vector<Keyword>& ks) {
    for (const Keyword& k : ks) {
      line(d, "keyword", (k.name.empty() ? std::string("**") : k.name) + " " + pos_str(k.pos));
      expr(d + 1, "", k.value.get());
    }
  }

  void params(int d, const FunctionDef& f) {
    static const char* const kinds[] = {"", "*", "kwonly ", "**"};
    for (const Param& p : f.params) {
      line(d, "param", kinds[int(p.kind)] + p.name + " " + pos_str(p.pos));
      expr(d + 1, "default", p.default_value.get());
      expr(d + 1, "annotation", p.annotation.get());
    }
  }

  void body(int d, const std::string& label, const StmtList& b) {
    if (b.empty()) return;
    line(d, "", label + ":");
    for (const StmtPtr& s : b) stmt(d + 1, s.get());
  }

  void aliases(int d, const std::vector<Alias>& names) {
    for (const Alias& a : names) {
      std::string t = a.name;
      if (!a.asname.empty()) t += " as " + a.asname;
      if (a.target) t += " -> " + a.target->id;
      line(d, "alias", t + " " + pos_str(a.pos));
    }
  }

  void stmt(int d, const Stmt* s) {
    std::string head = stmt_kind_name(s->kind);
    switch (s->kind) {
      case StmtKind::AugAssign:
        head += std::string(" ") + binop_symbol(static_cast<const AugAssignStmt*>(s)->op) + "=";
        break;
      case StmtKind::FunctionDef:
        head += " " + static_cast<const FunctionDef*>(s)->name;
        break;
      case StmtKind::ClassDef:
        head += " " + static_cast<const ClassDef*>(s)->name;
        break;
      case StmtKind::ImportFrom:
        head += " " + static_cast<const ImportFromStmt*>(s)->module;
        break;
      case StmtKind::Global:
      case StmtKind::Nonlocal:
        for (const std::string& n : static_cast<const NamesStmt*>(s)->names) head += " " + n;
        break;
      default:
        break;
    }
    line(d, "", head + " " + pos_str(s->pos));
    int c = d + 1;
    switch (s->kind) {
      case StmtKind::ExprStmt:
        expr(c, "", static_cast<const ExprStmt*>(s)->value.get());
        break;
      case StmtKind::Assign: {
        auto* x = static_cast<const AssignStmt*>(s);
        for (const ExprPtr& t : x->targets) expr(c, "target", t.get());
        expr(c, "value", x->value.get());
        break;
      }
      case StmtKind::AugAssign: {
        auto* x = static_cast<const AugAssignStmt*>(s);
        expr(c, "target", x->target.get());
        expr(c, "value", x->value.get());
        break;
      }
      case StmtKind::AnnAssign: {
        auto* x = static_cast<const AnnAssignStmt*>(s);
        expr(c, "target", x->target.get());
        expr(c, "annotation", x->annotation.get());
        expr(c, "value", x->value.get());
        break;
      }
      case StmtKind::If: {
        auto* x = static_cast<const IfStmt*>(s);
        expr(c, "test", x->test.get());
        body(c, "body", x->body);
        body(c, "orelse", x->orelse);
        break;
      }
      case StmtKind::While: {
        auto* x = static_cast<const WhileStmt*>(s);
        expr(c, "test", x->test.get());
        body(c, "body", x->body);
        body(c, "orelse", x->orelse);
        break;
      }
      case StmtKind::For: {
        auto* x = static_cast<const ForStmt*>(s);
        expr(c, "target", x->target.get());
        expr(c, "iter", x->iter.get());
        body(c, "body", x->body);
        body(c, "orelse", x->orelse);
        break;
      }
      case StmtKind::Return:
        expr(c, "", static_cast<const ReturnStmt*>(s)->value.get());
        break;
      case StmtKind::FunctionDef: {
        auto* x = static_cast<const FunctionDef*>(s);
        for (const ExprPtr& dec : x->decorators) expr(c, "decorator", dec.get());
        params(c, *x);
        expr(c, "returns", x->returns.get());
        if (!x->docstring.empty()) line(c, "docstring", quote(x->docstring));
        body(c, "body", x->body);
        break;
      }
      case StmtKind::ClassDef: {
        auto* x = static_cast<const ClassDef*>(s);
        for (const ExprPtr& dec : x->decorators) expr(c, "decorator", dec.get());
        for (const ExprPtr& b : x->bases) expr(c, "base", b.get());
        keywords(c, x->keywords);
        if (!x->docstring.empty()) line(c, "docstring", quote(x->docstring));
        body(c, "body", x->body);
        break;
      }
      case StmtKind::Try: {
        auto* x = static_cast<const TryStmt*>(s);
        body(c, "body", x->body);
        for (const ExceptHandler& h : x->handlers) {
          line(
              c, "",
              "except" + (h.name.empty() ? std::string() : " as " + h.name) + " " + pos_str(h.pos));
          expr(c + 1, "type", h.type.get());
          body(c + 1, "body", h.body);
        }
        body(c, "orelse", x->orelse);
        body(c, "finalbody", x->finalbody);
        break;
      }
      case StmtKind::Raise: {
        auto* x = static_cast<const RaiseStmt*>(s);
        expr(c, "exc", x->exc.get());
        expr(c, "cause", x->cause.get());
        break;
      }
      case StmtKind::Assert: {
        auto* x = static_cast<const AssertStmt*>(s);
        expr(c, "test", x->test.get());
        expr(c, "msg", x->msg.get());
        break;
      }
      case StmtKind::With: {
        auto* x = static_cast<const WithStmt*>(s);
        for (const WithItem& it : x->items) {
          expr(c, "item", it.context_expr.get());
          expr(c + 1, "as", it.optional_vars.get());
        }
        body(c, "body", x->body);
        break;
      }
      case StmtKind::Delete:
        for (const ExprPtr& t : static_cast<const DeleteStmt*>(s)->targets) expr(c, "", t.get());
        break;
      case StmtKind::Import:
        aliases(c, static_cast<const ImportStmt*>(s)->names);
        break;
      case StmtKind::ImportFrom:
        aliases(c, static_cast<const ImportFromStmt*>(s)->names);
        break;
      case StmtKind::Match: {
        auto* x = static_cast<const MatchStmt*>(s);
        expr(c, "subject", x->subject.get());
        for (const MatchCase& mc : x->cases) {
          line(c, "", "case " + pos_str(mc.pos));
          expr(c + 1, "pattern", mc.pattern.get());
          expr(c + 1, "guard", mc.guard.get());
          body(c + 1, "body", mc.body);
        }
        break;
      }
      default:
        break;
    }
  }
};

}  // namespace

std::string dump_tokens(const SourceFile& file) {
  TokenStream ts = tokenize(file);
  std::string out;
  for (const Token& t : ts.tokens) {
    const Pos& p = t.pos;
    out += std::to_string(p.line) + ":" + std::to_string(p.col) + "-" + std::to_string(p.end_line) +
           ":" + std::to_string(p.end_col) + " " + tok_name(t.kind);
    if (t.kind == Tok::Error) {
      out += " " + ts.error.kind + ": " + ts.error.message;
    } else if (t.kind == Tok::Name || t.kind == Tok::Number || t.kind == Tok::String) {
      out += " " + std::string(token_text(file, t));
    }
    out.push_back('\n');
  }
  return out;
}

std::string dump_ast(const SourceUnit& unit) {
  Dumper d;
  d.line(0, "", "Module " + (unit.file ? unit.file->name : std::string()));
  for (const StmtPtr& s : unit.body) d.stmt(1, s.get());
  return d.out;
}

std::string dump_expr(const Expr& e) {
  Dumper d;
  d.expr(0, "", &e);
  return d.out;
}

std::string dump_stmt(const Stmt& s) {
  Dumper d;
  d.stmt(0, &s);
  return d.out;
}

}  // namespace minitf
