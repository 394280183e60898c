#include "runtime/sandbox.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "runtime/errors.h"

namespace minitf {

namespace {

// The environment variables a sandboxed script sees. Each is what a lesson
// may reasonably print or branch on and none carries a credential: the
// locale and time zone (string formatting), the terminal's size and type,
// the user's name and home folder (they name the student, which the student
// knows), and PATH (useless without a way to start a process). Everything
// else stays hidden, above all the tokens a server puts in a kernel's
// environment (JUPYTERHUB_API_TOKEN, JPY_API_TOKEN, AWS_*, cloud keys).
constexpr const char* kVisibleEnvironment[] = {
    "HOME",        "USER",     "LOGNAME",    "PATH",    "LANG",       "LANGUAGE",
    "LC_ALL",      "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
    "LC_MESSAGES", "TZ",       "TERM",       "COLUMNS", "LINES",
};

// `path` made absolute against the cwd, with `.` and `..` applied to the
// text alone: only for the message path, when the folder of a path does
// not exist and so has no real location to check.
std::string lexical_absolute(const std::string& path) {
  std::string full = path;
  if (full.empty() || full[0] != '/') {
    char buf[PATH_MAX];
    full = std::string(::getcwd(buf, sizeof buf) ? buf : "/") + "/" + path;
  }
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= full.size()) {
    size_t j = full.find('/', i);
    if (j == std::string::npos) j = full.size();
    std::string part = full.substr(i, j - i);
    if (part == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    i = j + 1;
  }
  std::string out;
  for (const std::string& p : parts) out += "/" + p;
  return out.empty() ? "/" : out;
}

bool inside(const std::string& root, const std::string& real) {
  if (root == "/") return true;
  return real == root || (real.size() > root.size() && real.compare(0, root.size(), root) == 0 &&
                          real[root.size()] == '/');
}

[[noreturn]] void deny(const std::string& path) { raise_os_error(EPERM, path); }

}  // namespace

ResolvedPath::~ResolvedPath() {
  if (owned_ && dirfd_ >= 0) ::close(dirfd_);
}

ResolvedPath SandboxPolicy::resolve(const std::string& path) const {
  if (!enabled_) return ResolvedPath(AT_FDCWD, path, false);
  // Split into the folder part and the last component. A last component of
  // "", "." or ".." names a folder: then the whole path is the folder and
  // the entry is "." in it.
  size_t slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash + 1);
  std::string leaf = slash == std::string::npos ? path : path.substr(slash + 1);
  if (leaf.empty() || leaf == "." || leaf == "..") {
    dir = path.empty() ? "." : path;
    leaf = ".";
  }
  int fd = ::open(dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) {
    int err = errno;
    // Say nothing about what exists outside the folder.
    if (!inside(root_, lexical_absolute(dir))) deny(path);
    raise_os_error(err, path);
  }
  // Where the descriptor really is, every link and `..` resolved by the
  // kernel; it cannot change under us, whatever renames follow.
  char real[PATH_MAX + 1];
  std::string link = "/proc/self/fd/" + std::to_string(fd);
  ssize_t n = ::readlink(link.c_str(), real, PATH_MAX);
  if (n <= 0 || !inside(root_, std::string(real, size_t(n)))) {
    ::close(fd);
    deny(path);
  }
  ResolvedPath r(fd, leaf, true);
  if (leaf != ".") {
    struct stat st;
    if (::fstatat(fd, leaf.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode))
      deny(path);
  }
  return r;
}

bool SandboxPolicy::env_visible(std::string_view name) const {
  if (!enabled_) return true;
  for (const char* v : kVisibleEnvironment)
    if (name == v) return true;
  return false;
}

bool resolve_sandbox_root(const std::string& dir, std::string& root, std::string& error) {
  std::string d = dir.empty() ? "." : dir;
  char* real = ::realpath(d.c_str(), nullptr);
  if (!real) {
    error = "cannot use '" + d + "' as the sandbox folder: " + std::strerror(errno);
    return false;
  }
  root = real;
  std::free(real);
  struct stat st;
  if (::stat(root.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
    error = "cannot use '" + d + "' as the sandbox folder: " + std::strerror(ENOTDIR);
    return false;
  }
  return true;
}

[[noreturn]] void raise_os_error(int err, const std::string& filename,
                                 const std::string* filename2) {
  const BuiltinTypes& T = types();
  TypeObject* cls = T.OSError;
  switch (err) {
    case ENOENT:
      cls = T.FileNotFoundError;
      break;
    case EEXIST:
      cls = T.FileExistsError;
      break;
    case EISDIR:
      cls = T.IsADirectoryError;
      break;
    case ENOTDIR:
      cls = T.NotADirectoryError;
      break;
    case EPERM:
    case EACCES:
      cls = T.PermissionError;
      break;
    case ETIMEDOUT:
      cls = T.TimeoutError;
      break;
    default:
      break;
  }
  Ref<ExceptionObj> e(new ExceptionObj(cls));
  // As CPython's OSError: args are (errno, strerror); the file names are
  // attributes, which str() shows.
  e->args = tuple_value({Value::integer(err), str_value(std::strerror(err))});
  // The attributes CPython's OSError sets from those args.
  DictTable& attrs = e->dict->table;
  attrs.set_str(str_value("errno"), Value::integer(err));
  attrs.set_str(str_value("strerror"), str_value(std::strerror(err)));
  attrs.set_str(str_value("filename"), str_value(filename));
  attrs.set_str(str_value("filename2"), filename2 ? str_value(*filename2) : Value());
  throw PyException{e};
}

}  // namespace minitf
