#include "runtime/exec_source.h"

#include "runtime/errors.h"
#include "runtime/interp_impl.h"
#include "runtime/resolver.h"
#include "syntax/parser.h"

namespace minitf {

void exec_source_in_module(Interpreter& in, const std::string& source, const std::string& filename,
                           Module& m) {
  Interpreter::Impl& im = in.impl();
  std::shared_ptr<SourceUnit> unit;
  try {
    auto file = std::make_shared<SourceFile>(filename, source);
    unit = std::shared_ptr<SourceUnit>(parse(file));
    resolve_unit(in, m, *unit);
  } catch (SyntaxErrorInfo& e) {
    throw_exc(types().SyntaxError,
              e.message + " (" + e.filename + ", line " + std::to_string(e.line) + ")");
  }
  // Functions and classes the code defines hold `unit` (through the frame),
  // so its AST lives as long as they do.
  std::vector<Value> slots(size_t(unit->scope.nslots), Value::undef());
  std::vector<Ref<Cell>> cells(unit->scope.cell_names.size());
  for (auto& c : cells) c = Ref<Cell>(new Cell());
  Frame f;
  f.slots = slots.data();
  f.cells = cells.data();
  f.nowncells = int32_t(cells.size());
  f.module = &m;
  f.unit = &unit;
  f.file = unit->file.get();
  f.back = im.top;
  im.top = &f;
  try {
    for (const auto& s : unit->body) {
      f.line = s->pos.line;
      im.exec(s.get(), f);
    }
  } catch (PyException& e) {
    add_traceback(*e.exc, f);
    im.top = f.back;
    throw;
  } catch (...) {
    im.top = f.back;
    throw;
  }
  im.top = f.back;
}

}  // namespace minitf
