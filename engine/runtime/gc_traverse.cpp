// Each built-in container's part in the cycle collector (runtime/gc.h): the
// references it owns (gc_traverse) and how it lets go of them (gc_clear).
//
// A clear moves the references out before releasing them: releasing one may
// free an object whose destructor (or a generator's finally block) looks at
// this one again, and must then find it consistent.
#include <utility>
#include <vector>

#include "runtime/object.h"

namespace minitf {

namespace {

void traverse_table(const DictTable& t, const GcVisitor& visit) {
  for (const DictTable::Entry& e : t.entries) {
    if (!e.live) continue;
    visit(e.key);
    visit(e.value);
  }
}

// A user class is owned by its instances and subclasses; built-in types are
// immortal and not counted (object.cpp's hold_class).
void visit_class(const TypeObject* t, const GcVisitor& visit) {
  if (t && !t->builtin) visit(const_cast<TypeObject*>(t));
}

}  // namespace

void Tuple::gc_traverse(const GcVisitor& visit) {
  for (const Value& v : items) visit(v);
}
void Tuple::gc_clear() { std::vector<Value> old = std::move(items); }

void List::gc_traverse(const GcVisitor& visit) {
  for (const Value& v : items) visit(v);
}
void List::gc_clear() { DroppedItems old = take_items(); }

void Dict::gc_traverse(const GcVisitor& visit) { traverse_table(table, visit); }
void Dict::gc_clear() { table.clear(); }

void Set::gc_traverse(const GcVisitor& visit) { traverse_table(table, visit); }
void Set::gc_clear() { table.clear(); }

void Cell::gc_traverse(const GcVisitor& visit) { visit(value); }
void Cell::gc_clear() {
  Value old = std::move(value);
  value = Value();
  bound = false;
}

void Function::gc_traverse(const GcVisitor& visit) {
  visit(module.get());
  for (const Value& v : defaults) visit(v);
  for (const Ref<Cell>& c : closure) visit(c.get());
  visit(attrs.get());
}
void Function::gc_clear() {
  // The module and the name stay: code that reads a function expects them.
  std::vector<Value> old_defaults = std::move(defaults);
  std::vector<Ref<Cell>> old_closure = std::move(closure);
  Ref<Dict> old_attrs = std::move(attrs);
  defaults.clear();
  closure.clear();
}

void BoundMethod::gc_traverse(const GcVisitor& visit) {
  visit(self);
  visit(func);
}
void BoundMethod::gc_clear() {
  Value old_self = std::move(self), old_func = std::move(func);
  self = Value();
  func = Value();
}

void Descriptor::gc_traverse(const GcVisitor& visit) {
  visit(func);
  visit(setter);
}
void Descriptor::gc_clear() {
  Value old_func = std::move(func), old_setter = std::move(setter);
  func = Value();
  setter = Value();
}

void TypeObject::gc_traverse(const GcVisitor& visit) {
  visit(dict.get());
  visit_class(base, visit);
}
void TypeObject::gc_clear() {
  // The base stays until the destructor: lookups walk the base chain.
  if (dict) dict->table.clear();
  bump_class_epoch();
}

void Instance::gc_traverse(const GcVisitor& visit) {
  visit(dict.get());
  visit_class(type, visit);
}
void Instance::gc_clear() {
  // The dict object stays (attribute code expects one); its entries go.
  dict->table.clear();
}

void ExceptionObj::gc_traverse(const GcVisitor& visit) {
  Instance::gc_traverse(visit);
  visit(args);
  visit(cause);
  visit(context);
}
void ExceptionObj::gc_clear() {
  Instance::gc_clear();
  Value old_cause = std::move(cause), old_context = std::move(context);
  cause = Value();
  context = Value();
}

void Module::gc_traverse(const GcVisitor& visit) {
  for (const Value& v : slots) visit(v);
}
void Module::gc_clear() {
  std::vector<Value> old(slots.size());
  for (size_t i = 0; i < slots.size(); ++i) {
    old[i] = std::move(slots[i]);
    slots[i] = Value();
    bound[i] = false;
  }
}

}  // namespace minitf
