#include "lib/file_bytes.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/sandbox.h"

namespace minitf {

namespace {

// Files are created as open() creates them: 0666 less the umask.
constexpr mode_t kNewFileMode = 0666;

int open_checked(Interpreter& in, const std::string& path, int flags) {
  if (path.empty()) raise_os_error(ENOENT, path);
  if (path.find('\0') != std::string::npos) throw_value_error("embedded null byte");
  ResolvedPath where = in.sandbox().resolve(path);
  if (in.sandbox().enabled()) flags |= O_NOFOLLOW;
  int fd;
  do {
    fd = ::openat(where.dirfd(), where.leaf(), flags | O_CLOEXEC | O_NONBLOCK, kNewFileMode);
  } while (fd < 0 && errno == EINTR);
  if (fd < 0) raise_os_error(errno == ELOOP && in.sandbox().enabled() ? EPERM : errno, path);
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    raise_os_error(EISDIR, path);
  }
  return fd;
}

}  // namespace

std::string read_file_bytes(Interpreter& in, const std::string& path, size_t max_bytes) {
  int fd = open_checked(in, path, O_RDONLY);
  std::string out;
  char buf[65536];
  while (true) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      raise_os_error(err, path);
    }
    if (n == 0) break;
    out.append(buf, size_t(n));
    if (out.size() > max_bytes) {
      ::close(fd);
      throw_value_error("'" + path + "' is larger than " + std::to_string(max_bytes) + " bytes");
    }
  }
  ::close(fd);
  return out;
}

void write_file_bytes(Interpreter& in, const std::string& path, const std::string& bytes) {
  int fd = open_checked(in, path, O_WRONLY | O_CREAT | O_TRUNC);
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      raise_os_error(err, path);
    }
    done += size_t(n);
  }
  ::close(fd);
}

}  // namespace minitf
