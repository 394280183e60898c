#include "framework/errors.h"

#include "builtins/native.h"

namespace minitf {

namespace {

constexpr const char* kErrorsModule = "tensorflow.python.framework.errors_impl";

TypeObject* new_exception_type(const char* name, TypeObject* base) {
  return new_builtin_type(name, base, Layout::Exception, kErrorsModule);
}

TfErrorTypes make_error_types() {
  TfErrorTypes e;
  e.OpError = new_exception_type("OpError", types().Exception);
  // OpError.message: the error text (TF's property of the same name).
  add_property(e.OpError, "message", [](Interpreter& in, CallArgs& a) -> Value {
    auto& args = a.pos[0].as<ExceptionObj>()->args.as<Tuple>()->items;
    return args.empty() ? str_value("") : str_value(in.str(args[0]));
  });
#define MINITF_X(f, n) e.f = new_exception_type(n, e.OpError);
  MINITF_TF_ERRORS(MINITF_X)
#undef MINITF_X
  e.OperatorNotAllowedInGraph =
      new_exception_type("OperatorNotAllowedInGraphError", types().TypeError);
  return e;
}

}  // namespace

const TfErrorTypes& tf_errors() {
  static const TfErrorTypes e = make_error_types();
  return e;
}

void raise_tensor_error(const TensorError& e) {
  const TfErrorTypes& t = tf_errors();
  switch (e.kind) {
    case TensorError::InvalidArgument:
      throw_exc(t.InvalidArgument, e.message);
    case TensorError::NotFound:
      throw_exc(t.NotFound, e.message);
    case TensorError::OutOfRange:
      throw_exc(t.OutOfRange, e.message);
    case TensorError::Unimplemented:
      throw_exc(t.Unimplemented, e.message);
    case TensorError::ResourceExhausted:
      throw_exc(t.ResourceExhausted, e.message);
    case TensorError::Type:
      throw_type_error(e.message);
    case TensorError::Value:
      throw_value_error(e.message);
    case TensorError::Index:
      throw_index_error(e.message);
  }
  throw_exc(t.Unknown, e.message);
}

void translate_tensor_error(Interpreter&, const std::exception& e) {
  if (auto* te = dynamic_cast<const TensorError*>(&e)) raise_tensor_error(*te);
}

}  // namespace minitf
