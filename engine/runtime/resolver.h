// The resolver: the pass between parsing and running. It decides where every
// name lives (frame slot, closure cell, module global, class namespace) so the
// interpreter never looks up a local variable by string, and it turns literal
// constants into runtime values and attribute and keyword names into interned
// strs once, kept in the unit's annotations (SourceUnit::annotations).
#pragma once

#include "runtime/object.h"
#include "syntax/ast.h"

namespace minitf {

class Interpreter;

// Resolves a whole parsed unit against its module. Throws SyntaxErrorInfo for
// scope errors (nonlocal without binding, nonlocal at module level, ...).
void resolve_unit(Interpreter& in, Module& module, SourceUnit& unit);

// Resolves a standalone function (e.g. one rewritten by AutoGraph) whose free
// variables are looked up by name in `free_names` order: the caller provides
// the cells. Names not local and not in free_names are module globals. `owner`
// is the unit that owns (or will own) def: it keeps what the resolver makes.
void resolve_detached_function(Interpreter& in, Module& module, SourceUnit& owner, FunctionDef& def,
                               const std::vector<std::string>& free_names);

}  // namespace minitf
