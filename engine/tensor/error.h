// Errors raised by the tensor core and the op kernels.
//
// The tensor library knows nothing about the interpreter, so it throws a plain
// C++ exception carrying TensorFlow's error class (as `kind`) and the exact text;
// the interpreter maps `kind` to tf.errors.* / Python exceptions.
#pragma once

#include <exception>
#include <string>
#include <utility>

#include "tensor/dtype.h"

namespace minitf {

struct TensorError : std::exception {
  // TensorFlow's error classes (tf.errors.*) plus the Python ones TF raises
  // directly from its Python layer.
  enum Kind {
    InvalidArgument,    // tf.errors.InvalidArgumentError (eager dtype/shape errors)
    NotFound,           // tf.errors.NotFoundError (no kernel for an op's dtype)
    OutOfRange,         // tf.errors.OutOfRangeError
    Unimplemented,      // tf.errors.UnimplementedError (e.g. an unsupported Cast)
    ResourceExhausted,  // tf.errors.ResourceExhaustedError (allocation too large)
    Type,               // Python TypeError
    Value,              // Python ValueError
    Index,              // Python IndexError
  };

  // Set when the error is an input dtype mismatch, so graph-mode tracing can
  // re-render it in TF's graph wording ("Input 'y' of 'AddV2' Op has type ...").
  struct DTypeMismatch {
    int input_index = -1;  // -1: not a dtype mismatch
    DType expected = DType::Float32;
    DType actual = DType::Float32;
  };

  Kind kind;
  std::string message;
  DTypeMismatch mismatch;

  TensorError(Kind k, std::string msg) : kind(k), message(std::move(msg)) {}
  const char* what() const noexcept override { return message.c_str(); }
};

[[noreturn]] inline void throw_tensor_error(TensorError::Kind kind, std::string message) {
  throw TensorError(kind, std::move(message));
}
[[noreturn]] inline void throw_invalid_argument(std::string message) {
  throw TensorError(TensorError::InvalidArgument, std::move(message));
}

}  // namespace minitf
