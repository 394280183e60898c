// The `match` statement (PEP 634) as CPython 3.11 runs it: each case's
// pattern is tried on the subject in turn; the names a pattern captures are
// gathered while it matches and bound only once the whole pattern has
// matched (before the guard runs, so a failed guard leaves them bound).
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

using Captures = std::vector<std::pair<const Expr*, Value>>;

bool is_type(const Value& v) {
  return v.is_obj() && v.as_obj()->type->is_subclass_of(types().type);
}

// A type in a chain of single inheritance, found by its module and name
// (for the collections classes, which are written in Python).
bool derives_from(const TypeObject* t, const char* module, const char* name) {
  for (; t; t = t->base)
    if (t->module == module && t->name == name) return true;
  return false;
}

// What collections.abc.Sequence covers among minitf's types (str is not a
// sequence for patterns).
bool is_sequence(const Value& v) {
  if (!v.is_obj()) return false;
  const TypeObject* t = v.as_obj()->type;
  return t->is_subclass_of(types().list) || t->is_subclass_of(types().tuple) ||
         t->is_subclass_of(types().range) || derives_from(t, "collections", "deque");
}

bool is_mapping(const Value& v) {
  if (!v.is_obj()) return false;
  const TypeObject* t = v.as_obj()->type;
  return t->is_subclass_of(types().dict) || derives_from(t, "collections", "_DictWrapper");
}

// The built-in classes whose class pattern C(x) matches the subject itself
// (CPython's _Py_TPFLAGS_MATCH_SELF, inherited by subclasses).
bool matches_self(const TypeObject* t) {
  const BuiltinTypes& b = types();
  for (const TypeObject* s :
       {b.bool_, b.int_, b.float_, b.str, b.tuple, b.list, b.dict, b.set, b.frozenset})
    if (t->is_subclass_of(s)) return true;
  return false;
}

std::string plural(int64_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

class Matcher {
 public:
  Matcher(Interpreter::Impl& im, Frame& f) : im_(im), in_(im.in), f_(f) {}

  bool match(const Expr* e, const Value& subject, Captures& caps) {
    in_.check_interrupt();
    const auto* p = static_cast<const PatternExpr*>(e);
    switch (e->kind) {
      case ExprKind::MatchValue:
        return in_.eq(subject, im_.eval(p->value.get(), f_));
      case ExprKind::MatchSingleton: {
        Value v = im_.eval(p->value.get(), f_);
        return subject.is(v);
      }
      case ExprKind::MatchAs:
        if (p->value && !match(p->value.get(), subject, caps)) return false;
        if (p->target) caps.emplace_back(p->target.get(), subject);
        return true;
      case ExprKind::MatchOr:
        for (const ExprPtr& alt : p->patterns) {
          size_t mark = caps.size();
          if (match(alt.get(), subject, caps)) return true;
          caps.resize(mark);
        }
        return false;
      case ExprKind::MatchSequence:
        return match_sequence(p, subject, caps);
      case ExprKind::MatchMapping:
        return match_mapping(p, subject, caps);
      case ExprKind::MatchClass:
        return match_class(p, subject, caps);
      default:  // MatchStar only appears inside a sequence
        return false;
    }
  }

 private:
  bool match_sequence(const PatternExpr* p, const Value& subject, Captures& caps) {
    if (!is_sequence(subject)) return false;
    size_t n = p->patterns.size(), star = n;
    for (size_t i = 0; i < n; ++i)
      if (p->patterns[i]->kind == ExprKind::MatchStar) star = i;
    int64_t len = in_.len(subject);
    if (star == n ? len != int64_t(n) : len < int64_t(n - 1)) return false;
    // How CPython 3.11 reads the items: none when every sub-pattern is a
    // wildcard; by index when the star is `*_` (`case [x, *_]` on a huge
    // range reads one item); else all of them, unpacked.
    auto wildcard = [](const Expr* e) {
      const auto* w = static_cast<const PatternExpr*>(e);
      return (e->kind == ExprKind::MatchAs && !w->value && !w->target) ||
             (e->kind == ExprKind::MatchStar && !w->target);
    };
    bool only_wildcards = true;
    for (const ExprPtr& sub : p->patterns) only_wildcards = only_wildcards && wildcard(sub.get());
    if (only_wildcards) return true;
    if (star < n && wildcard(p->patterns[star].get())) {
      for (size_t i = 0; i < n; ++i) {
        const Expr* sub = p->patterns[i].get();
        if (wildcard(sub)) continue;
        int64_t index = i < star ? int64_t(i) : int64_t(i) - int64_t(n);
        if (!match(sub, in_.getitem(subject, Value::integer(index)), caps)) return false;
      }
      return true;
    }
    std::vector<Value> items;
    if (subject.as_obj()->type == types().list)
      items = subject.as<List>()->items;
    else if (subject.as_obj()->type == types().tuple)
      items = subject.as<Tuple>()->items;
    else
      items = in_.to_vector(subject);
    if (star == n ? items.size() != n : items.size() < n - 1) return false;
    size_t after = n - star - 1;  // patterns after the star
    for (size_t i = 0; i < n; ++i) {
      const Expr* sub = p->patterns[i].get();
      if (i < star) {
        if (!match(sub, items[i], caps)) return false;
      } else if (i == star) {
        const auto* st = static_cast<const PatternExpr*>(sub);
        std::vector<Value> rest(items.begin() + ptrdiff_t(star), items.end() - ptrdiff_t(after));
        caps.emplace_back(st->target.get(), list_value(std::move(rest)));
      } else {
        if (!match(sub, items[items.size() - (n - i)], caps)) return false;
      }
    }
    return true;
  }

  bool match_mapping(const PatternExpr* p, const Value& subject, Captures& caps) {
    if (!is_mapping(subject)) return false;
    size_t n = p->keys.size();
    if (in_.len(subject) < int64_t(n)) return false;
    std::vector<Value> keys;
    keys.reserve(n);
    for (const ExprPtr& k : p->keys) {
      Value key = im_.eval(k.get(), f_);
      for (const Value& seen : keys)
        if (in_.eq(seen, key))
          throw_exc(types().ValueError,
                    "mapping pattern checks duplicate key (" + in_.repr(key) + ")");
      keys.push_back(std::move(key));
    }
    std::vector<Value> values;
    values.reserve(n);
    for (const Value& key : keys) {
      if (!in_.contains(subject, key)) return false;
      values.push_back(in_.getitem(subject, key));
    }
    for (size_t i = 0; i < n; ++i)
      if (!match(p->patterns[i].get(), values[i], caps)) return false;
    if (p->target) {
      const Value* dict_type = in_.builtins_module()->get("dict");
      Value rest =
          dict_type ? in_.call(*dict_type, std::vector<Value>{subject}) : make_dict().value();
      for (const Value& key : keys) in_.delitem(rest, key);
      caps.emplace_back(p->target.get(), std::move(rest));
    }
    return true;
  }

  bool match_class(const PatternExpr* p, const Value& subject, Captures& caps) {
    Value cls = im_.eval(p->value.get(), f_);
    if (!is_type(cls)) throw_type_error("called match pattern must be a type");
    auto* type = static_cast<TypeObject*>(cls.as_obj());
    if (!in_.isinstance(subject, type)) return false;
    // Every attribute is read before any sub-pattern runs, as CPython's
    // MATCH_CLASS does; a missing attribute is a failed match.
    std::vector<Value> attrs;
    std::vector<std::string> seen;
    auto attr = [&](const std::string& name) -> bool {
      for (const std::string& s : seen)
        if (s == name)
          throw_type_error(type->name + "() got multiple sub-patterns for attribute '" + name +
                           "'");
      seen.push_back(name);
      std::optional<Value> v = in_.getattr_opt(subject, name);
      if (!v) return false;
      attrs.push_back(std::move(*v));
      return true;
    };
    int64_t npos = int64_t(p->patterns.size());
    if (npos > 0) {
      std::optional<Value> match_args = in_.getattr_opt(cls, "__match_args__");
      bool self = false;
      int64_t allowed;
      if (match_args) {
        if (!(match_args->is_obj() && match_args->as_obj()->type == types().tuple))
          throw_type_error(type->name + ".__match_args__ must be a tuple (got " +
                           type_name(*match_args) + ")");
        allowed = int64_t(match_args->as<Tuple>()->items.size());
      } else {
        self = matches_self(type);
        allowed = self ? 1 : 0;
      }
      if (allowed < npos)
        throw_type_error(type->name + "() accepts " + plural(allowed, "positional sub-pattern") +
                         " (" + std::to_string(npos) + " given)");
      if (self) {
        attrs.push_back(subject);
      } else {
        for (int64_t i = 0; i < npos; ++i) {
          Value name = match_args->as<Tuple>()->items[size_t(i)];
          if (!(name.is_obj() && name.as_obj()->type == types().str))
            throw_type_error("__match_args__ elements must be strings (got " + type_name(name) +
                             ")");
          if (!attr(name.as<Str>()->s)) return false;
        }
      }
    }
    for (const std::string& k : p->kwd_attrs)
      if (!attr(k)) return false;
    size_t i = 0;
    for (const ExprPtr& sub : p->patterns)
      if (!match(sub.get(), attrs[i++], caps)) return false;
    for (const ExprPtr& sub : p->kwd_patterns)
      if (!match(sub.get(), attrs[i++], caps)) return false;
    return true;
  }

  Interpreter::Impl& im_;
  Interpreter& in_;
  Frame& f_;
};

}  // namespace

Flow Interpreter::Impl::exec_match(const MatchStmt* m, Frame& f) {
  Value subject = eval(m->subject.get(), f);
  Matcher matcher(*this, f);
  Captures caps;
  for (const MatchCase& c : m->cases) {
    caps.clear();
    f.line = c.pos.line;
    if (!matcher.match(c.pattern.get(), subject, caps)) continue;
    for (auto& [target, value] : caps) assign(target, std::move(value), f);
    if (c.guard && !in.truthy(eval(c.guard.get(), f))) continue;
    return exec_block(c.body, f);
  }
  return Flow::Normal;
}

}  // namespace minitf
