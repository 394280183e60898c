// The os module: a snapshot of the environment, a few process facts, and the
// file operations a lesson needs (listdir, mkdir, remove, rename, os.path),
// each through the session's SandboxPolicy (runtime/sandbox.h).
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <thread>

#include "builtins/file_io.h"
#include "builtins/stdlib_impl.h"

extern char** environ;

namespace minitf {

namespace {

Value os_getcwd(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "os.getcwd");
  std::string buf(PATH_MAX, '\0');
  if (!::getcwd(&buf[0], buf.size())) throw_exc(types().OSError, "getcwd failed");
  buf.resize(std::char_traits<char>::length(buf.c_str()));
  return new_str(buf);
}

// Reads os.environ as it is now, as CPython's os.getenv does.
Value os_getenv(Interpreter& in, CallArgs& a) {
  ArgParser p("getenv", a, {"key", "default"}, 1);
  const Value& key = *p.get(0);
  if (!is_str(key)) throw_type_error("str expected, not " + type_name(key));
  Value env = in.getattr(in.import_module("os").value(), "environ");
  if (is_dict(env)) {
    if (Value* v = dict_find(in, *env.as<Dict>(), key)) return *v;
  } else {
    try {
      return in.getitem(env, key);
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().KeyError)) throw;
    }
  }
  return p.get(1) ? *p.get(1) : Value();
}

Value os_getpid(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "os.getpid");
  return Value::integer(int64_t(::getpid()));
}

Value os_cpu_count(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "os.cpu_count");
  unsigned n = std::thread::hardware_concurrency();
  return n ? Value::integer(int64_t(n)) : Value();
}

// A path argument: a str without NUL bytes (CPython's messages).
std::string path_arg(const CallArgs& a, size_t i, const char* fname, const char* param = "path") {
  const Value& v = a.pos[i];
  if (!is_str(v))
    throw_type_error(std::string(fname) + ": " + param +
                     " should be string, bytes or os.PathLike, not " + type_name(v));
  check_path(str_of(v));
  return str_of(v);
}

// Permission bits of a new folder before the umask, as CPython's os.mkdir.
constexpr mode_t kNewFolderMode = 0777;

Value os_listdir(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "listdir");
  std::string path = a.pos.empty() ? "." : path_arg(a, 0, "listdir");
  ResolvedPath where = in.sandbox().resolve(path);
  int flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (in.sandbox().enabled() ? O_NOFOLLOW : 0);
  int fd = ::openat(where.dirfd(), where.leaf(), flags);
  if (fd < 0) raise_os_error(errno == ELOOP && in.sandbox().enabled() ? EPERM : errno, path);
  DIR* d = ::fdopendir(fd);
  if (!d) {
    int err = errno;
    ::close(fd);
    raise_os_error(err, path);
  }
  std::vector<std::string> names;
  while (dirent* e = ::readdir(d)) {
    std::string n = e->d_name;
    if (n != "." && n != "..") names.push_back(std::move(n));
  }
  ::closedir(d);
  std::vector<Value> out;
  out.reserve(names.size());
  for (std::string& n : names) out.push_back(new_str(std::move(n)));
  return list_value(std::move(out));
}

Value os_mkdir(Interpreter& in, CallArgs& a) {
  ArgParser p("mkdir", a, {"path", "mode"}, 1);
  std::string path = path_arg(a, 0, "mkdir");
  mode_t mode = p.get(1) ? mode_t(in.to_index(*p.get(1))) : kNewFolderMode;
  ResolvedPath where = in.sandbox().resolve(path);
  if (::mkdirat(where.dirfd(), where.leaf(), mode) != 0) raise_os_error(errno, path);
  return Value();
}

Value os_rmdir(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "rmdir");
  std::string path = path_arg(a, 0, "rmdir");
  ResolvedPath where = in.sandbox().resolve(path);
  if (::unlinkat(where.dirfd(), where.leaf(), AT_REMOVEDIR) != 0) raise_os_error(errno, path);
  return Value();
}

Value os_remove(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "remove");
  std::string path = path_arg(a, 0, "remove");
  ResolvedPath where = in.sandbox().resolve(path);
  if (::unlinkat(where.dirfd(), where.leaf(), 0) != 0) raise_os_error(errno, path);
  return Value();
}

Value os_rename(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "rename");
  std::string src = path_arg(a, 0, "rename", "src"), dst = path_arg(a, 1, "rename", "dst");
  ResolvedPath from = in.sandbox().resolve(src);
  ResolvedPath to = in.sandbox().resolve(dst);
  if (::renameat(from.dirfd(), from.leaf(), to.dirfd(), to.leaf()) != 0)
    raise_os_error(errno, src, &dst);
  return Value();
}

// os.path.exists / isfile / isdir: false for anything that cannot be
// examined, a path the sandbox refuses included, as CPython's are for
// anything stat() fails on.
bool stat_path(Interpreter& in, const Value& v, struct stat& st) {
  if (!is_str(v))
    throw_type_error("stat: path should be string, bytes, os.PathLike or integer, not " +
                     type_name(v));
  const std::string& path = str_of(v);
  if (path.find('\0') != std::string::npos || path.empty()) return false;
  try {
    ResolvedPath where = in.sandbox().resolve(path);
    int flags = in.sandbox().enabled() ? AT_SYMLINK_NOFOLLOW : 0;
    return ::fstatat(where.dirfd(), where.leaf(), &st, flags) == 0;
  } catch (PyException& e) {
    if (e.exc->type->is_subclass_of(types().OSError)) return false;
    throw;
  }
}

Value path_exists(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "exists");
  struct stat st;
  return Value::boolean(stat_path(in, a.pos[0], st));
}

Value path_isfile(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "isfile");
  struct stat st;
  return Value::boolean(stat_path(in, a.pos[0], st) && S_ISREG(st.st_mode));
}

Value path_isdir(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "isdir");
  struct stat st;
  return Value::boolean(stat_path(in, a.pos[0], st) && S_ISDIR(st.st_mode));
}

// os.path.join as posixpath.join: an absolute part restarts the path.
Value path_join(Interpreter&, CallArgs& a) {
  check_args(a, 1, SIZE_MAX, "join", ArgStyle::Expected);
  std::string out;
  for (size_t i = 0; i < a.pos.size(); ++i) {
    if (!is_str(a.pos[i]))
      throw_type_error("join() argument must be str, bytes, or os.PathLike object, not '" +
                       type_name(a.pos[i]) + "'");
    const std::string& part = str_of(a.pos[i]);
    if (i > 0 && !part.empty() && part[0] == '/')
      out = part;
    else if (out.empty() || out.back() == '/')
      out += part;
    else
      out += "/" + part;
  }
  return new_str(out);
}

Value path_basename(Interpreter&, CallArgs& a) {
  check_args(a, 1, 1, "basename");
  std::string p = path_arg(a, 0, "basename", "p");
  return new_str(p.substr(p.rfind('/') + 1));
}

// posixpath.dirname: the head before the last slash, its trailing slashes
// removed unless it is all slashes.
Value path_dirname(Interpreter&, CallArgs& a) {
  check_args(a, 1, 1, "dirname");
  std::string p = path_arg(a, 0, "dirname", "p");
  size_t i = p.rfind('/');
  std::string head = i == std::string::npos ? "" : p.substr(0, i + 1);
  if (!head.empty() && head.find_first_not_of('/') != std::string::npos)
    head.erase(head.find_last_not_of('/') + 1);
  return new_str(head);
}

const NativeDef kPathFunctions[] = {
    {"exists", path_exists, "(path)", "Test whether a path exists."},
    {"isfile", path_isfile, "(path)", "Test whether a path is a regular file."},
    {"isdir", path_isdir, "(s)", "Return true if the pathname refers to an existing directory."},
    {"join", path_join, "(a, *p)", "Join two or more pathname components."},
    {"basename", path_basename, "(p)", "Returns the final component of a pathname."},
    {"dirname", path_dirname, "(p)", "Returns the directory component of a pathname."},
};

const NativeDef kOsFunctions[] = {
    {"listdir", os_listdir, "(path=None)",
     "Return a list containing the names of the files in the directory."},
    {"mkdir", os_mkdir, "(path, mode=511)", "Create a directory."},
    {"rmdir", os_rmdir, "(path)", "Remove a directory."},
    {"remove", os_remove, "(path)", "Remove a file (same as unlink())."},
    {"unlink", os_remove, "(path)", "Remove a file (same as remove())."},
    {"rename", os_rename, "(src, dst)", "Rename a file or directory."},
    {"getcwd", os_getcwd, "()",
     "Return a unicode string representing the current working directory."},
    {"getenv", os_getenv, "(key, default=None)",
     "Get an environment variable, return None if it doesn't exist."},
    {"getpid", os_getpid, "()", "Return the current process id."},
    {"cpu_count", os_cpu_count, "()", "Return the number of logical CPUs in the system."},
};

}  // namespace

Ref<Module> make_os_module(Interpreter& in) {
  Ref<Module> mod(new Module("os"));
  Module& m = *mod;
  // os.environ is a plain dict snapshot taken at import (CPython's is a
  // mapping that also writes through to the process; minitf scripts only
  // read, so no script changes the environment). A sandboxed session sees
  // only the policy's allow-list: the server's tokens stay hidden.
  Ref<Dict> env = make_dict();
  for (char** e = environ; e && *e; ++e) {
    std::string kv = *e;
    size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) continue;
    if (!in.sandbox().env_visible(std::string_view(kv).substr(0, eq))) continue;
    dict_set(in, *env, new_str(kv.substr(0, eq)), new_str(kv.substr(eq + 1)));
  }
  m.set(in, "environ", env.value());
  m.set(in, "sep", new_str("/"));
  m.set(in, "altsep", Value());
  m.set(in, "pathsep", new_str(":"));
  m.set(in, "linesep", new_str("\n"));
  m.set(in, "curdir", new_str("."));
  m.set(in, "pardir", new_str(".."));
  m.set(in, "name", new_str("posix"));
  add_functions(in, m, kOsFunctions);
  Ref<Module> path = add_submodule(in, m, "path");
  path->name = "posixpath";
  add_functions(in, *path, kPathFunctions);
  path->set(in, "sep", new_str("/"));
  return mod;
}

}  // namespace minitf
