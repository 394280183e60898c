// numpy's Python types: ndarray, the scalar types (numpy.float32 ...) under
// numpy.generic, and dtype objects (dtype('float32')), with their methods and
// operators. They live beside the tensor objects because conversion reads
// them and EagerTensor.numpy() makes them; the functions of the numpy module
// (np.array, np.sum, ...) are lib/np_module's.
#pragma once

#include "framework/tensor_object.h"
#include "tensor/format.h"

namespace minitf {

TypeObject* np_generic_type();  // numpy.generic: base of every numpy scalar type
TypeObject* np_dtype_type();    // numpy.dtype
// The numpy dtype instance of d (dtype('float32')): one immortal object per dtype.
Value np_dtype_value(DType d);
bool is_np_dtype(const Value& v);
DType np_dtype_of(const Value& v);  // v must be a numpy dtype
// True when t is one of the numpy scalar types; its dtype in *out.
bool np_scalar_type_dtype(const TypeObject* t, DType* out);

// numpy's text forms; a 0-d ndarray prints as array(1.5) / array(1.5, dtype=float32).
std::string ndarray_repr(const Tensor& t, const NumpyPrintOptions& opt = {});

// The interpreter's np.set_printoptions (the defaults until a program sets them).
NumpyPrintOptions numpy_print_options(Interpreter& in);
void set_numpy_print_options(Interpreter& in, const NumpyPrintOptions& opt);

// A shape as numpy writes it in messages: (2,3), (2,), ().
std::string numpy_shape_text(const Shape& s);

// Installs the ndarray/scalar methods and operators (ndarray_methods.cpp,
// numpy_operators.cpp).
void install_ndarray_methods(TypeObject* t);
void install_numpy_operators(TypeObject* t);

// After an array changed in place: if it is a view (a[0], a[:, 1:]), its
// base gets the same elements (ndarray_methods.cpp).
void numpy_write_through(Interpreter& in, const Value& array);

// A numpy operation's result type for its operands (numpy 1.24 promotion with
// value-based casting of Python and 0-d operands).
DType numpy_result_dtype(Interpreter& in, const Value* operands, size_t n);
// An operand of a numpy operation as a tensor of dtype d.
Tensor numpy_operand(Interpreter& in, const Value& v, DType d);

}  // namespace minitf
