# types names the built-in types that have no builtin name.
import sys
import types


def f():
    pass


def g():
    yield 1


class C:
    def m(self):
        pass


print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), types.FunctionType is types.LambdaType)
print(isinstance(g(), types.GeneratorType), isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType))
print(isinstance(sys, types.ModuleType), types.NoneType is type(None), types.EllipsisType, types.NotImplementedType.__name__)
print(types.FunctionType.__name__, types.GeneratorType.__name__, types.MethodType.__name__)
print(types.ModuleType.__name__, types.BuiltinMethodType.__name__, types.BuiltinMethodType is types.BuiltinFunctionType)
