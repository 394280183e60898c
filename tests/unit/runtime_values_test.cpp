// Values, objects and the ordered hash table.
#include <catch2/catch.hpp>

#include "runtime/interpreter.h"
#include "runtime/textutil.h"
#include "runtime/types.h"

using namespace minitf;

TEST_CASE("values: a Value is 16 bytes and ints, floats, bools need no heap", "[values]") {
  STATIC_REQUIRE(sizeof(Value) == 16);
  Value i = Value::integer(42), f = Value::floating(1.5), b = Value::boolean(true);
  CHECK(i.is_int());
  CHECK(i.as_int() == 42);
  CHECK(f.is_float());
  CHECK(f.as_float() == 1.5);
  CHECK(b.is_bool());
  CHECK(b.is_intlike());
  CHECK(Value().is_none());
  CHECK(Value::undef().is_undef());
}

TEST_CASE("values: reference counts follow copies and moves", "[values]") {
  types();
  Ref<Str> s = make_str("hello");
  uint32_t base = s->refcount;
  {
    Value a = s.value();
    CHECK(s->refcount == base + 1);
    Value b = a;
    CHECK(s->refcount == base + 2);
    Value c = std::move(b);
    CHECK(s->refcount == base + 2);
    CHECK(b.is_none());
  }
  CHECK(s->refcount == base);
}

TEST_CASE("values: identity distinguishes 1 and 1.0 but equality does not", "[values]") {
  StringSink sink;
  Interpreter in(sink);
  Value one = Value::integer(1), onef = Value::floating(1.0), t = Value::boolean(true);
  CHECK_FALSE(one.is(onef));
  CHECK(in.eq(one, onef));
  CHECK(in.eq(one, t));
  CHECK(in.hash(one) == in.hash(onef));
  CHECK(in.hash(one) == in.hash(t));
}

TEST_CASE("dict table: 1, 1.0 and True are one key; order is insertion order", "[values]") {
  StringSink sink;
  Interpreter in(sink);
  DictTable t;
  t.set(in, str_value("b"), make_str("b")->hash(), Value::integer(1));
  t.set(in, Value::integer(1), in.hash(Value::integer(1)), str_value("int"));
  t.set(in, Value::floating(1.0), in.hash(Value::floating(1.0)), str_value("float"));
  t.set(in, str_value("a"), make_str("a")->hash(), Value::integer(2));
  CHECK(t.size() == 3);
  Value* v = t.find(in, Value::boolean(true), in.hash(Value::boolean(true)));
  REQUIRE(v);
  CHECK(in.str(*v) == "float");
  std::vector<std::string> keys;
  t.for_each([&](const Value& k, const Value&) { keys.push_back(in.repr(k)); });
  CHECK(keys == std::vector<std::string>{"'b'", "1", "'a'"});
  CHECK(t.erase(in, str_value("b"), make_str("b")->hash()));
  CHECK(t.size() == 2);
  CHECK(t.find_str("a"));
  CHECK_FALSE(t.find_str("b"));
}

TEST_CASE("dict table: grows and survives many inserts and deletes", "[values]") {
  StringSink sink;
  Interpreter in(sink);
  DictTable t;
  for (int i = 0; i < 5000; ++i) t.set(in, Value::integer(i), i, Value::integer(i * 2));
  for (int i = 0; i < 5000; i += 2) CHECK(t.erase(in, Value::integer(i), i));
  CHECK(t.size() == 2500);
  for (int i = 1; i < 5000; i += 2) {
    Value* v = t.find(in, Value::integer(i), i);
    REQUIRE(v);
    CHECK(v->as_int() == i * 2);
  }
}

TEST_CASE("str: length and hashing work in code points and bytes", "[values]") {
  types();
  Ref<Str> a = make_str("héllo");
  CHECK(a->length() == 5);
  CHECK_FALSE(a->ascii());
  CHECK(a->hash() == str_hash("héllo"));
  StrKey k = StrKey::of(a.get());
  CHECK(k.hash == a->hash());
}

TEST_CASE("text: code point offsets convert to and from byte offsets", "[values]") {
  std::string s = "é = 'ü'; x";  // é and ü are two bytes each
  CHECK(text::byte_offset(s, 0) == 0);
  CHECK(text::byte_offset(s, 1) == 2);
  CHECK(text::byte_offset(s, 6) == 8);  // after ü
  CHECK(text::byte_offset(s, 10) == s.size());
  CHECK(text::byte_offset(s, 99) == s.size());
  CHECK(text::length(std::string_view(s).substr(0, 8)) == 6);
  CHECK(text::length(s) == 10);
}

TEST_CASE("types: built-in exception hierarchy", "[values]") {
  const BuiltinTypes& T = types();
  CHECK(T.KeyError->is_subclass_of(T.LookupError));
  CHECK(T.ZeroDivisionError->is_subclass_of(T.ArithmeticError));
  CHECK(T.bool_->is_subclass_of(T.int_));
  CHECK_FALSE(T.int_->is_subclass_of(T.bool_));
  CHECK(T.TabError->is_subclass_of(T.SyntaxError));
}
