// The sandbox of shared servers (`minitf --sandbox`, the `minitf-sandbox`
// kernelspec): one policy object per Interpreter that every builtin touching
// the operating system asks before it acts.
//
// In a sandboxed session a script may read, write and delete files only inside
// its working folder (the cwd, or --sandbox-dir), and it sees only a short
// allow-list of environment variables. It cannot start processes, open network
// connections, change the environment or import anything but minitf's own
// modules: minitf has no builtin that could (no subprocess, socket, os.system,
// os.putenv, file imports), and the sandbox corpus (tests/sandbox/) checks that
// each attempt fails. Reads are confined as well as writes, because a file
// outside the folder can hold secrets (/proc/self/environ holds the kernel's
// tokens that the environment allow-list hides).
//
// Paths are resolved before they are checked: the folder of the file is
// opened and the kernel says where that descriptor really is
// (/proc/self/fd), so `..`, absolute paths, /proc/self/cwd and symbolic links
// anywhere in the folder part all resolve to their real place; the file
// itself is then reached relative to that descriptor with O_NOFOLLOW, so a
// symbolic link as the last component is refused rather than followed, and
// no rename between the check and the use can move the target outside.
#pragma once

#include <string>
#include <string_view>

namespace minitf {

// A path resolved for one operation: a directory descriptor and the name of
// the entry in it, for the *at() system calls (openat, unlinkat, mkdirat...).
// Outside the sandbox the descriptor is AT_FDCWD and the name the path itself.
class ResolvedPath {
 public:
  ResolvedPath() = default;
  ResolvedPath(int dirfd, std::string leaf, bool owned)
      : dirfd_(dirfd), leaf_(std::move(leaf)), owned_(owned) {}
  ResolvedPath(ResolvedPath&& o) noexcept
      : dirfd_(o.dirfd_), leaf_(std::move(o.leaf_)), owned_(o.owned_) {
    o.owned_ = false;
  }
  ResolvedPath& operator=(ResolvedPath&&) = delete;
  ResolvedPath(const ResolvedPath&) = delete;
  ~ResolvedPath();
  int dirfd() const { return dirfd_; }
  const char* leaf() const { return leaf_.c_str(); }

 private:
  int dirfd_ = -1;
  std::string leaf_;
  bool owned_ = false;
};

class SandboxPolicy {
 public:
  SandboxPolicy() = default;
  // A sandbox confined to `root`, an absolute path without symbolic links
  // (what resolve_sandbox_root returns).
  explicit SandboxPolicy(std::string root) : enabled_(true), root_(std::move(root)) {}

  bool enabled() const { return enabled_; }
  const std::string& root() const { return root_; }

  // Resolves `path` for an operation on the entry it names. In the sandbox an
  // entry outside the working folder, or a symbolic link as the last
  // component, raises PermissionError ("[Errno 1] Operation not permitted:
  // 'path'"); a folder that does not exist raises the OSError of the failing
  // call, as CPython's would. `path` must not contain a NUL byte (the caller
  // raises CPython's ValueError first).
  ResolvedPath resolve(const std::string& path) const;

  // True when a sandboxed script may read the environment variable `name`
  // (always true outside the sandbox).
  bool env_visible(std::string_view name) const;

 private:
  bool enabled_ = false;
  std::string root_;
};

// The working folder of a sandbox: `dir` (or the cwd when empty) made absolute
// and free of symbolic links. False, with a message in `error`, when it is not
// an existing directory.
bool resolve_sandbox_root(const std::string& dir, std::string& root, std::string& error);

// Raises the OSError subclass CPython raises for `err` (FileNotFoundError for
// ENOENT, PermissionError for EPERM and EACCES...), as CPython builds it:
// args (errno, strerror) and the attributes errno, strerror, filename and
// filename2 (a rename's target), so that it prints "[Errno 2] No such file
// or directory: 'x'" (and "... 'a' -> 'b'").
[[noreturn]] void raise_os_error(int err, const std::string& filename,
                                 const std::string* filename2 = nullptr);

}  // namespace minitf
