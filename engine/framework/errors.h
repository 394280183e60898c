// tf.errors: TensorFlow's exception classes (OpError and its subclasses), as
// Python exception classes of module tensorflow.python.framework.errors_impl,
// and the translation of the tensor core's errors into them.
#pragma once

#include <exception>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "tensor/error.h"

namespace minitf {

// X(field, class name)
// clang-format off
#define MINITF_TF_ERRORS(X)                        \
  X(Cancelled, "CancelledError")                   \
  X(Unknown, "UnknownError")                       \
  X(InvalidArgument, "InvalidArgumentError")       \
  X(DeadlineExceeded, "DeadlineExceededError")     \
  X(NotFound, "NotFoundError")                     \
  X(AlreadyExists, "AlreadyExistsError")           \
  X(PermissionDenied, "PermissionDeniedError")     \
  X(Unauthenticated, "UnauthenticatedError")       \
  X(ResourceExhausted, "ResourceExhaustedError")   \
  X(FailedPrecondition, "FailedPreconditionError") \
  X(Aborted, "AbortedError")                       \
  X(OutOfRange, "OutOfRangeError")                 \
  X(Unimplemented, "UnimplementedError")           \
  X(Internal, "InternalError")                     \
  X(Unavailable, "UnavailableError")               \
  X(DataLoss, "DataLossError")
// clang-format on

struct TfErrorTypes {
  TypeObject* OpError;
#define MINITF_X(f, n) TypeObject* f;
  MINITF_TF_ERRORS(MINITF_X)
#undef MINITF_X
  // Raised by tracing when a symbolic tensor is used as a Python bool.
  TypeObject* OperatorNotAllowedInGraph;
};

const TfErrorTypes& tf_errors();

// The interpreter's translator for the tensor core's TensorError: kernels and
// tensor code throw it anywhere below a native function, and it becomes the
// Python exception TF raises (raise_tensor_error).
void translate_tensor_error(Interpreter& in, const std::exception& e);

// Raises the Python exception for a tensor-core error: tf.errors.* for TF's
// error classes, TypeError/ValueError/IndexError for the Python ones.
[[noreturn]] void raise_tensor_error(const TensorError& e);

}  // namespace minitf
