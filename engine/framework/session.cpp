#include "framework/session.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/errors.h"
#include "framework/graph_execution.h"
#include "framework/graph_objects.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "graph/graph_errors.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

// tf.global_variables_initializer(): runs the initial assignments.
struct InitOpObj : Object {
  std::vector<std::pair<VariableHandle, Tensor>> variables;
  explicit InitOpObj(TypeObject* t) : Object(t) {}
};

struct SessionObj : Object {
  Value graph;  // a GraphObj, or None until the first run binds it
  std::set<const VariableResource*> initialized;
  bool closed = false;
  // Plans per fetch list (node names joined), with their graph copies.
  struct Compiled {
    std::unique_ptr<Graph> graph;
    std::unique_ptr<ExecutablePlan> plan;
    std::vector<const Node*> feeds;  // original placeholders, in plan input order
    std::vector<const VariableResource*> reads;
  };
  std::map<std::string, std::unique_ptr<Compiled>> compiled;
  explicit SessionObj(TypeObject* t) : Object(t) {}
};

TypeObject* init_op_type();

// ---- pruning: the nodes fetches need, copied into a graph of their own ---------

struct Pruner {
  Graph& out;
  std::unordered_map<const Node*, Node*> map;
  std::vector<const Node*> feeds;
  std::vector<const VariableResource*> reads;

  // The variables a branch or loop graph reads, checked like the graph's own.
  void sub_reads(const Graph& g) {
    for (const auto& x : g.nodes()) {
      if (x->kind == NodeKind::ReadVariable) reads.push_back(x->inputs[0].node->resource.get());
      for (const auto& sub : x->subgraphs) sub_reads(*sub);
    }
  }

  Output copy(const Output& o) {
    Node* n = copy_node(o.node);
    return n->out(o.index);
  }

  Node* copy_node(const Node* n) {
    auto it = map.find(n);
    if (it != map.end()) return it->second;
    Node* c = nullptr;
    std::string name = n->name + "/";
    switch (n->kind) {
      case NodeKind::Placeholder:
        c = out.add_placeholder(name, n->outputs[0].dtype, n->outputs[0].shape).node;
        feeds.push_back(n);
        break;
      case NodeKind::Const:
        c = out.add_const(n->value, name).node;
        break;
      case NodeKind::ResourcePlaceholder:
        c = out.capture_variable(n->resource, name).node;
        break;
      case NodeKind::ReadVariable: {
        Output r = copy(n->inputs[0]);
        reads.push_back(n->inputs[0].node->resource.get());
        c = out.read_variable(r, name).node;
        break;
      }
      case NodeKind::Op: {
        std::vector<Output> ins;
        for (const Output& x : n->inputs) ins.push_back(copy(x));
        c = out.add_op(*n->op, Span<Output>(ins.data(), ins.size()), n->attrs, name);
        break;
      }
      case NodeKind::If:
      case NodeKind::While: {
        // tf.cond / tf.while_loop (and their gradients): the copy runs the
        // same branch or cond/body graphs.
        std::vector<Output> ins;
        for (const Output& x : n->inputs) ins.push_back(copy(x));
        c = out.copy_control_flow(*n, Span<Output>(ins.data(), ins.size()), name);
        for (const auto& sub : n->subgraphs) sub_reads(*sub);
        break;
      }
      default:
        throw_not_implemented(std::string("minitf's tf.Session cannot run '") + n->type +
                              "' nodes (TF1 graphs here hold ops, constants, placeholders, "
                              "variable reads and control flow)");
    }
    map.emplace(n, c);
    return c;
  }
};

std::string kernel_shape(const Shape& s) {
  if (!s.known_rank()) return "<unknown>";
  std::string out = "[";
  for (int i = 0; i < s.rank(); ++i) {
    if (i) out += ",";
    out += s[i] < 0 ? "?" : std::to_string(s[i]);
  }
  return out + "]";
}

GraphObj* graph_of_session(Interpreter& in, SessionObj& s) {
  if (s.graph.is_none()) return nullptr;
  return s.graph.as<GraphObj>();
}

// A fetch: a tensor (symbolic), a variable (its value), an init op, or a
// nested list/tuple/dict of them. Returns the result structure, with tensor
// fetches as indices into `outputs`.
struct Fetch {
  enum Kind { Tensor, Init, None, List, Tuple, Dict } kind;
  int index = -1;
  std::vector<Fetch> items;
  std::vector<Value> keys;
};

Fetch plan_fetch(Interpreter& in, SessionObj& s, const Value& v, std::vector<Output>& outs,
                 std::vector<Value>& inits, std::vector<std::shared_ptr<Graph>>& keep) {
  Fetch f;
  TypeObject* t = in.type_of(v);
  if (t == types().list || t == types().tuple) {
    f.kind = t == types().list ? Fetch::List : Fetch::Tuple;
    for (const Value& x : in.to_vector(v))
      f.items.push_back(plan_fetch(in, s, x, outs, inits, keep));
    return f;
  }
  if (t == types().dict) {
    f.kind = Fetch::Dict;
    v.as<Dict>()->table.for_each([&](const Value& k, const Value& x) {
      f.keys.push_back(k);
      f.items.push_back(plan_fetch(in, s, x, outs, inits, keep));
    });
    return f;
  }
  if (t == init_op_type()) {
    f.kind = Fetch::Init;
    f.index = static_cast<int>(inits.size());
    inits.push_back(v);
    return f;
  }
  if (is_symbolic_tensor(v) || is_variable(v)) {
    if (is_variable(v)) {
      // TF1 fetches a variable's value; its resource may be in no graph yet.
      throw_type_error(
          "minitf: fetch a tensor that reads the variable (e.g. tf.identity(v)) "
          "built inside the graph, not the variable object");
    }
    const auto* st = v.as<SymbolicTensor>();
    if (s.graph.is_none()) {
      // A session made outside `with g.as_default()` runs the graph of its
      // first fetch (TF1 would use the global default graph).
      Ref<GraphObj> g(new GraphObj(graph_type(), st->out.node->graph, st->keep));
      s.graph = g.value();
    }
    if (st->out.node->graph != s.graph.as<GraphObj>()->graph)
      throw_value_error("Fetch argument " + in.repr(v) +
                        " cannot be interpreted as a Tensor. (Tensor " + in.repr(v) +
                        " is not an element of this graph.)");
    keep.push_back(st->keep);
    f.kind = Fetch::Tensor;
    f.index = static_cast<int>(outs.size());
    outs.push_back(st->out);
    return f;
  }
  if (v.is_none()) throw_type_error("Fetch argument None has invalid type <class 'NoneType'>");
  throw_type_error("Fetch argument " + in.repr(v) + " has invalid type " +
                   in.repr(Value::object(t)) + ", must be a string or Tensor. (Can not convert a " +
                   t->name + " into a Tensor or Operation.)");
}

Value fetch_result(Interpreter& in, const Fetch& f, TensorList& values) {
  switch (f.kind) {
    case Fetch::Tensor:
      return numpy_result(values[static_cast<size_t>(f.index)]);
    case Fetch::Init:
    case Fetch::None:
      return Value();
    case Fetch::List:
    case Fetch::Tuple: {
      std::vector<Value> items;
      for (const Fetch& c : f.items) items.push_back(fetch_result(in, c, values));
      return f.kind == Fetch::List ? list_value(std::move(items)) : tuple_value(std::move(items));
    }
    case Fetch::Dict: {
      Ref<Dict> d = make_dict();
      for (size_t i = 0; i < f.items.size(); ++i)
        d->table.set(in, f.keys[i], in.hash(f.keys[i]), fetch_result(in, f.items[i], values));
      return d.value();
    }
  }
  return Value();
}

Value session_run(Interpreter& in, A& a) {
  ArgParser p("run", a, {"fetches", "feed_dict", "options", "run_metadata"}, 1, true);
  SessionObj& s = *a.pos[0].as<SessionObj>();
  if (s.closed) throw_runtime_error("Attempted to use a closed Session.");
  std::vector<Output> outs;
  std::vector<Value> inits;
  std::vector<std::shared_ptr<Graph>> keep;
  Fetch fetch = plan_fetch(in, s, *p.get(0), outs, inits, keep);
  for (const Value& init : inits) {
    for (auto& [var, value] : init.as<InitOpObj>()->variables) {
      assign_variable(*var, value);
      s.initialized.insert(var.get());
    }
  }
  TensorList values;
  if (!outs.empty()) {
    std::string key;
    for (const Output& o : outs) key += o.name() + ",";
    auto& slot = s.compiled[key];
    if (!slot) {
      auto c = std::make_unique<SessionObj::Compiled>();
      c->graph = std::make_unique<Graph>("session");
      Pruner pr{*c->graph, {}, {}, {}};
      std::vector<Output> mapped;
      for (const Output& o : outs) mapped.push_back(pr.copy(o));
      c->graph->set_outputs(mapped);
      c->feeds = pr.feeds;
      c->reads = pr.reads;
      c->plan = std::make_unique<ExecutablePlan>(*c->graph);
      slot = std::move(c);
    }
    SessionObj::Compiled& c = *slot;
    GraphObj* g = graph_of_session(in, s);
    std::shared_ptr<Tf1GraphState> st = g ? tf1_state_of(g->graph) : nullptr;
    for (const VariableResource* r : c.reads) {
      bool tf1_var = false;
      if (st)
        for (auto& v : st->variables) tf1_var = tf1_var || v.first.get() == r;
      if (tf1_var && !s.initialized.count(r)) {
        std::string name = r->name.substr(0, r->name.rfind(':'));
        throw_exc(tf_errors().FailedPrecondition, "Attempting to use uninitialized value " + name +
                                                      "\n\t [[{{node " + name + "/read}}]]");
      }
    }
    TensorList feeds;
    const Value* fd = p.get(1);
    for (const Node* ph : c.feeds) {
      const Value* fed = nullptr;
      Value found;
      if (fd && !fd->is_none()) {
        fd->as<Dict>()->table.for_each([&](const Value& k, const Value& x) {
          if (is_symbolic_tensor(k) && symbolic_output(k).node == ph) found = x;
        });
        if (!found.is_none()) fed = &found;
      }
      const TensorSpec& spec = ph->outputs[0];
      if (!fed) {
        throw_exc(tf_errors().InvalidArgument,
                  "You must feed a value for placeholder tensor '" + ph->name + "' with dtype " +
                      dtype_kernel_name(spec.dtype) + " and shape " + kernel_shape(spec.shape) +
                      "\n\t [[{{node " + ph->name + "}}]]");
      }
      Tensor t = convert_to_numpy(in, *fed, spec.dtype);
      if (!spec.shape.compatible_with(t.shape())) {
        throw_value_error("Cannot feed value of shape " + t.shape().str() + " for Tensor '" +
                          ph->name + ":0', which has shape '" + spec.shape.str() + "'");
      }
      feeds.push_back(std::move(t));
    }
    run_plan(in, *c.plan, Span<Tensor>(feeds.data(), feeds.size()), &values);
  }
  return fetch_result(in, fetch, values);
}

const NativeDef kInitOpMethods[] = {
    {"__repr__", [](I&, A&) { return str_value("<tf.Operation 'init' type=NoOp>"); }},
};

const NativeDef kInitOpProperties[] = {
    {"name", [](I&, A&) { return str_value("init"); }},
    {"type", [](I&, A&) { return str_value("NoOp"); }},
};

TypeObject* init_op_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("Operation", types().object, Layout::Native,
                                     "tensorflow.python.framework.ops");
    add_methods(t, kInitOpMethods);
    add_properties(t, kInitOpProperties);
    return t;
  }();
  return t;
}

Value new_session(I& in, A& a) {
  ArgParser p("Session", a, {"target", "graph", "config"}, 0);
  Ref<SessionObj> s(new SessionObj(session_type()));
  if (p.has(1)) {
    if (!is_graph_obj(*p.get(1))) throw_type_error("graph must be a tf.Graph");
    s->graph = *p.get(1);
  } else if (TraceContext* tc = active_trace(in)) {
    if (tc->tf1) {
      Ref<GraphObj> g(new GraphObj(graph_type(), &tc->root(), tc->root_owner()));
      s->graph = g.value();
    }
  }
  return s.value();
}

Value session_close(I&, A& a) {
  a.pos[0].as<SessionObj>()->closed = true;
  return Value();
}

const NativeDef kSessionMethods[] = {
    {"run", session_run, "(fetches, feed_dict=None, options=None, run_metadata=None)"},
    {"__enter__", [](I&, A& a) { return a.pos[0]; }},
    {"__exit__",
     [](I&, A& a) {
       a.pos[0].as<SessionObj>()->closed = true;
       return Value::boolean(false);
     }},
    {"close", session_close},
};

const NativeDef kSessionProperties[] = {
    {"graph", [](I&, A& a) { return a.pos[0].as<SessionObj>()->graph; }},
};

}  // namespace

TypeObject* session_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("Session", types().object, Layout::Native,
                                     "tensorflow.python.client.session");
    t->construct = new_session;
    add_methods(t, kSessionMethods);
    add_properties(t, kSessionProperties);
    return t;
  }();
  return t;
}

Value make_variables_initializer(Interpreter& in) {
  Ref<InitOpObj> op(new InitOpObj(init_op_type()));
  if (TraceContext* tc = active_trace(in))
    if (tc->tf1) op->variables = tc->tf1->variables;
  return op.value();
}

}  // namespace minitf
