// tf.random: uniform, normal and set_seed with TF's seed rules
// (tensorflow/python/framework/random_seed.py get_seed): with a global seed,
// an op without its own seed takes the next value of a Python
// random.Random(global_seed).randint(0, 2**31 - 1) (TF's eager
// internal_operation_seed); without a global seed, an op seed pairs with
// DEFAULT_GRAPH_SEED; neither gives nondeterministic values. The kernels'
// streams are reproducible for given seeds but not bit-identical to TF's.
#include <memory>

#include "base/mt19937.h"
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "lib/tf_ops.h"
#include "ops/random.h"

namespace minitf {

namespace {

constexpr int64_t kMaxInt32 = (int64_t(1) << 31) - 1;  // random_seed._MAXINT32
constexpr int64_t kDefaultGraphSeed = 87654321;        // random_seed.DEFAULT_GRAPH_SEED

struct TfRandom {
  bool has_global = false;
  int64_t global_seed = 0;
  MT19937 rng;  // CPython's random.Random(global_seed)

  // random.Random.randint(0, _MAXINT32): _randbelow(2**31) by rejection on
  // getrandbits(32).
  int64_t internal_operation_seed() {
    constexpr uint64_t kBound = uint64_t(1) << 31;
    uint64_t r;
    do {
      r = rng.genrand_int32();
    } while (r >= kBound);
    return int64_t(r);
  }

  // (seed, seed2) for an op; (0, 0) means nondeterministic.
  std::pair<int64_t, int64_t> seeds(std::optional<int64_t> op_seed) {
    std::pair<int64_t, int64_t> s;
    if (has_global) {
      int64_t op = op_seed ? *op_seed : internal_operation_seed();
      s = {global_seed % kMaxInt32, op % kMaxInt32};
    } else if (op_seed) {
      s = {kDefaultGraphSeed, *op_seed % kMaxInt32};
    } else {
      return {0, 0};
    }
    // TF avoids (0, 0), which the kernels read as "nondeterministic".
    if (s.first == 0 && s.second == 0) s.second = kMaxInt32;
    return s;
  }
};

std::optional<int64_t> seed_param(Interpreter& in, const Value* v) {
  if (!v || v->is_none()) return std::nullopt;
  return int_arg(in, *v, "seed");
}

// shape -> RandomUniform/RandomStandardNormal(shape) * scale + offset.
Value random_op(Interpreter& in, TfRandom& st, OpId op, const Value& shape, const Value* offset_v,
                const Value* scale_v, const Value* dtype_v, const Value* seed_v,
                bool scale_is_max) {
  DType d = dtype_v && !dtype_v->is_none() ? dtype_arg(in, *dtype_v) : DType::Float32;
  // uniform of an integer dtype is TF's RandomUniformInt (int32, int64);
  // every other draw is of a floating dtype (op_def_library's TypeError).
  bool integer = scale_is_max && dtype_is_integer(d);
  if (integer && (!scale_v || scale_v->is_none()))
    throw_value_error("Must specify maxval for integer dtype " + in.repr(*dtype_v));
  if (integer && d != DType::Int32 && d != DType::Int64)
    throw_type_error(std::string("Value passed to parameter 'minval' has DataType ") +
                     dtype_name(d) + " not in list of allowed values: int32, int64");
  if (!integer && !dtype_is_floating(d))
    throw_type_error(std::string("Value passed to parameter 'dtype' has DataType ") +
                     dtype_name(d) +
                     " not in list of allowed values: float16, bfloat16, float32, float64");
  OpInputs inputs;
  if (const Tensor* t = tensor_operand(shape)) {
    inputs.add(*t, shape.as_obj());
  } else {
    // A Python shape is an int32 vector (int64 where a dimension needs it, as
    // TF's shape_tensor converts it), also when empty: [] and () are a
    // scalar's shape.
    Tensor s = convert_to_tensor(in, shape);
    if (s.dtype() != DType::Int64) s = convert_to_tensor(in, shape, DType::Int32);
    if (s.rank() == 0) s = s.reshaped(Shape({1}));
    inputs.add(std::move(s));
  }
  auto seeds = st.seeds(seed_param(in, seed_v));
  // Integers: floor(uniform float64 * (maxval - minval)) + minval, in
  // [minval, maxval) as TF's RandomUniformInt, composed of existing ops.
  DType draw = integer ? DType::Float64 : d;
  Attrs attrs{{"dtype", draw}, {"seed", seeds.first}, {"seed2", seeds.second}};
  Value r = dispatch_op(in, op, inputs, attrs);
  if (integer) {
    Value lo = offset_v && !offset_v->is_none() ? *offset_v : Value::integer(0);
    Value lo_d = make_eager_tensor(convert_to_tensor(in, lo, d));
    Value span =
        in.binop(BinOpKind::Sub, make_eager_tensor(convert_to_tensor(in, *scale_v, d)), lo_d);
    Value scaled = in.binop(BinOpKind::Mult, r, tf_cast(in, span, DType::Float64));
    OpInputs floor_in;
    add_tensor_input(in, floor_in, scaled);
    Value floored = dispatch_op(in, OpId::Floor, floor_in);
    return in.binop(BinOpKind::Add, tf_cast(in, floored, d), lo_d);
  }
  Value offset = offset_v && !offset_v->is_none() ? *offset_v : Value::integer(0);
  Value scale;
  if (scale_is_max) {  // uniform: rnd * (maxval - minval) + minval
    Value maxval = scale_v && !scale_v->is_none() ? *scale_v : Value::integer(1);
    scale = in.binop(BinOpKind::Sub, make_eager_tensor(convert_to_tensor(in, maxval, d)),
                     make_eager_tensor(convert_to_tensor(in, offset, d)));
  } else {
    scale = scale_v && !scale_v->is_none() ? *scale_v : Value::integer(1);
  }
  Value scaled = in.binop(BinOpKind::Mult, r, make_eager_tensor(convert_to_tensor(in, scale, d)));
  return in.binop(BinOpKind::Add, scaled, make_eager_tensor(convert_to_tensor(in, offset, d)));
}

}  // namespace

void install_tf_random(Interpreter& in, Module& tf) {
  Ref<Module> m = add_submodule(in, tf, "random");
  auto st = std::make_shared<TfRandom>();
  using A = CallArgs;
  using I = Interpreter;
  NativeFn set_seed = [st](I& in, A& a) {
    ArgParser p("set_seed", a, {"seed"}, 1);
    if (p.get(0)->is_none()) {
      st->has_global = false;
    } else {
      st->has_global = true;
      st->global_seed = int_arg(in, *p.get(0), "seed");
      st->rng.seed_cpython(st->global_seed);
    }
    // TF's eager context resets its seeded kernels, so sequences replay.
    reset_random_streams();
    return Value();
  };
  add_function(in, *m, "set_seed", set_seed, "(seed)", "Sets the global random seed.");
  // TF's random_seed.get_seed, for the ops written in Python (tf.data's
  // shuffle): the (seed, seed2) pair, (0, 0) when nondeterministic.
  add_function(
      in, *m, "_get_seed",
      [st](I& in, A& a) {
        ArgParser p("_get_seed", a, {"op_seed"}, 1);
        auto s = st->seeds(seed_param(in, p.get(0)));
        return tuple_value({Value::integer(s.first), Value::integer(s.second)});
      },
      "(op_seed)", "minitf: TF's (global seed, op seed) pair for an op with this seed.");
  add_function(
      in, *m, "uniform",
      [st](I& in, A& a) {
        ArgParser p("uniform", a, {"shape", "minval", "maxval", "dtype", "seed", "name"}, 1);
        return random_op(in, *st, OpId::RandomUniform, *p.get(0), p.get(1), p.get(2), p.get(3),
                         p.get(4), true);
      },
      "(shape, minval=0, maxval=None, dtype=tf.float32, seed=None, name=None)");
  add_function(
      in, *m, "normal",
      [st](I& in, A& a) {
        ArgParser p("normal", a, {"shape", "mean", "stddev", "dtype", "seed", "name"}, 1);
        return random_op(in, *st, OpId::RandomStandardNormal, *p.get(0), p.get(1), p.get(2),
                         p.get(3), p.get(4), false);
      },
      "(shape, mean=0.0, stddev=1.0, dtype=tf.float32, seed=None, name=None)");
}

}  // namespace minitf
