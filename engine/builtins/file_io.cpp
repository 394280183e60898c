// open() and its text files: read, readline, readlines, iteration, write,
// writelines, close and `with`. Every path goes through the session's
// SandboxPolicy (runtime/sandbox.h), which confines a sandboxed session to its
// working folder; outside the sandbox open() is CPython's.
//
// Files are text only (UTF-8, universal newlines on reading): minitf has no
// bytes type, so a binary mode is a clear NotImplementedError.
#include "builtins/file_io.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "builtins/stdlib_impl.h"
#include "runtime/format.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

// Bytes one read() system call asks for: large enough that reading a data
// file costs few calls, small enough that Ctrl-C is seen between them.
constexpr size_t kReadChunk = size_t{1} << 16;
// How long a read waits for a pipe between two looks at the interrupt flag.
constexpr int kReadWaitSliceMs = 50;

struct FileObj : Object {
  int fd = -1;
  std::string name, mode, encoding;
  bool readable = false, writable = false;
  std::string buf;          // decoded text read ahead of the caller
  bool eof = false;         // the file has no more bytes
  bool pending_cr = false;  // a chunk ended in '\r': "\r\n" may be split
  FileObj(TypeObject* t) : Object(t) {}
  ~FileObj() override {
    if (fd >= 0) ::close(fd);
  }
};

FileObj& self_file(const CallArgs& a) { return *a.pos[0].as<FileObj>(); }

FileObj& open_file(const CallArgs& a) {
  FileObj& f = self_file(a);
  if (f.fd < 0) throw_value_error("I/O operation on closed file.");
  return f;
}

// Reads one chunk into f.buf with universal newlines ("\r\n" and "\r"
// become "\n"); false at the end of the file.
bool fill(Interpreter& in, FileObj& f) {
  if (f.eof) return false;
  in.check_interrupt();
  check_growth(f.buf, kReadChunk);
  char chunk[kReadChunk];
  ssize_t n;
  // A pipe or a terminal may have nothing to read for a long time: wait in
  // slices, so that Ctrl-C and the time limit still stop the run (a regular
  // file is always ready).
  struct pollfd p = {f.fd, POLLIN, 0};
  while (::poll(&p, 1, kReadWaitSliceMs) == 0) in.check_interrupt();
  do {
    n = ::read(f.fd, chunk, sizeof chunk);
  } while (n < 0 && errno == EINTR);
  if (n < 0) raise_os_error(errno, f.name);
  if (n == 0) {
    f.eof = true;
    if (f.pending_cr) f.buf += '\n';
    f.pending_cr = false;
    return false;
  }
  for (ssize_t i = 0; i < n; ++i) {
    char c = chunk[i];
    if (f.pending_cr) {
      f.pending_cr = false;
      f.buf += '\n';
      if (c == '\n') continue;
    }
    if (c == '\r')
      f.pending_cr = true;
    else
      f.buf += c;
  }
  return true;
}

// The byte length of the first `chars` code points of s (all of it if shorter).
size_t prefix_bytes(const std::string& s, int64_t chars) {
  size_t i = 0;
  for (; i < s.size() && chars > 0; ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
      if (chars-- == 0) break;
    }
  while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
  return i;
}

Value take(FileObj& f, size_t n) {
  std::string out = f.buf.substr(0, n);
  f.buf.erase(0, n);
  return new_str(std::move(out));
}

void check_readable(const FileObj& f) {
  if (!f.readable) throw_exc(types().OSError, "not readable");
}

Value file_read(Interpreter& in, CallArgs& a) {
  check_method_args(a, 0, 1, "TextIOWrapper.read", ArgStyle::Expected);
  FileObj& f = open_file(a);
  check_readable(f);
  int64_t size = -1;
  if (a.pos.size() > 1 && !a.pos[1].is_none()) size = in.to_index(a.pos[1]);
  if (size < 0) {
    while (fill(in, f)) {
    }
    return take(f, f.buf.size());
  }
  while (text::length(f.buf) < uint64_t(size) && fill(in, f)) {
  }
  return take(f, prefix_bytes(f.buf, size));
}

// One line with its "\n", or "" at the end of the file.
Value read_line(Interpreter& in, FileObj& f) {
  size_t scanned = 0, nl;
  while ((nl = f.buf.find('\n', scanned)) == std::string::npos) {
    scanned = f.buf.size();
    if (!fill(in, f)) return take(f, f.buf.size());
  }
  return take(f, nl + 1);
}

Value file_readline(Interpreter& in, CallArgs& a) {
  check_method_args(a, 0, 0, "TextIOWrapper.readline", ArgStyle::Expected);
  FileObj& f = open_file(a);
  check_readable(f);
  return read_line(in, f);
}

Value file_readlines(Interpreter& in, CallArgs& a) {
  check_method_args(a, 0, 0, "TextIOWrapper.readlines", ArgStyle::Expected);
  FileObj& f = open_file(a);
  check_readable(f);
  std::vector<Value> lines;
  for (;;) {
    Value line = read_line(in, f);
    if (str_of(line).empty()) break;
    check_growth(lines, 1);
    lines.push_back(std::move(line));
  }
  return list_value(std::move(lines));
}

Value file_next(Interpreter& in, CallArgs& a) {
  FileObj& f = open_file(a);
  check_readable(f);
  Value line = read_line(in, f);
  if (str_of(line).empty()) throw_exc(types().StopIteration, "");
  return line;
}

Value file_iter(Interpreter&, CallArgs& a) {
  open_file(a);
  return a.pos[0];
}

void write_all(Interpreter& in, FileObj& f, const std::string& text) {
  if (!f.writable) throw_exc(types().OSError, "not writable");
  size_t done = 0;
  while (done < text.size()) {
    in.check_interrupt();
    ssize_t n = ::write(f.fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) raise_os_error(errno, f.name);
    done += size_t(n);
  }
}

Value file_write(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "TextIOWrapper.write", ArgStyle::OneArg);
  FileObj& f = open_file(a);
  if (!is_str(a.pos[1]))
    throw_type_error("write() argument must be str, not " + type_name(a.pos[1]));
  write_all(in, f, str_of(a.pos[1]));
  return Value::integer(int64_t(text::length(str_of(a.pos[1]))));
}

Value file_writelines(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "TextIOWrapper.writelines", ArgStyle::OneArg);
  FileObj& f = open_file(a);
  for (const Value& line : in.to_vector(a.pos[1])) {
    if (!is_str(line)) throw_type_error("write() argument must be str, not " + type_name(line));
    write_all(in, f, str_of(line));
  }
  return Value();
}

Value file_close(Interpreter&, CallArgs& a) {
  FileObj& f = self_file(a);
  if (f.fd >= 0) ::close(f.fd);
  f.fd = -1;
  f.buf.clear();
  return Value();
}

Value file_flush(Interpreter&, CallArgs& a) {
  open_file(a);  // writes are not buffered: nothing to flush
  return Value();
}

Value file_enter(Interpreter&, CallArgs& a) {
  open_file(a);
  return a.pos[0];
}

Value file_exit(Interpreter& in, CallArgs& a) {
  file_close(in, a);
  return Value::boolean(false);
}

Value file_repr(Interpreter&, CallArgs& a) {
  FileObj& f = self_file(a);
  return new_str("<_io.TextIOWrapper name=" + str_repr(f.name) + " mode=" + str_repr(f.mode) +
                 " encoding=" + str_repr(f.encoding) + ">");
}

Value file_name(Interpreter&, CallArgs& a) { return new_str(self_file(a).name); }
Value file_mode(Interpreter&, CallArgs& a) { return new_str(self_file(a).mode); }
Value file_closed(Interpreter&, CallArgs& a) { return Value::boolean(self_file(a).fd < 0); }

const NativeDef kFileMethods[] = {
    {"read", file_read, "(size=-1, /)", "Read at most size characters from stream."},
    {"readline", file_readline, "(size=-1, /)", "Read until newline or EOF."},
    {"readlines", file_readlines, "(hint=-1, /)", "Return a list of lines from the stream."},
    {"write", file_write, "(text, /)",
     "Write string to stream. Returns the number of characters written."},
    {"writelines", file_writelines, "(lines, /)", "Write a list of lines to stream."},
    {"close", file_close, "()", "Flush and close the IO object."},
    {"flush", file_flush, "()", "Flush write buffers, if applicable."},
    {"__iter__", file_iter},
    {"__next__", file_next},
    {"__enter__", file_enter},
    {"__exit__", file_exit},
    {"__repr__", file_repr},
};

const NativeDef kFileProperties[] = {
    {"name", file_name},
    {"mode", file_mode},
    {"closed", file_closed},
};

TypeObject* file_type() {
  // Created once per process on first use; immutable afterwards.
  static TypeObject* const t = [] {
    TypeObject* s = new_builtin_type("TextIOWrapper", types().object, Layout::Native, "_io");
    add_methods(s, kFileMethods);
    add_properties(s, kFileProperties);
    return s;
  }();
  return t;
}

// open()'s flags for a mode, as CPython's FileIO parses it: exactly one of
// r, w, a, x, then + and t freely; b is refused (no bytes type).
int mode_flags(const std::string& mode, bool& readable, bool& writable) {
  int kind = 0, plus = 0, text = 0, binary = 0;
  char k = 0;
  for (char c : mode) {
    switch (c) {
      case 'r':
      case 'w':
      case 'a':
      case 'x':
        ++kind;
        k = c;
        break;
      case '+':
        ++plus;
        break;
      case 't':
        ++text;
        break;
      case 'b':
        ++binary;
        break;
      default:
        throw_value_error("invalid mode: '" + mode + "'");
    }
  }
  if (kind != 1 || plus > 1 || text > 1 || binary > 1)
    throw_value_error(kind > 1 ? "must have exactly one of create/read/write/append mode"
                               : "invalid mode: '" + mode + "'");
  if (text && binary) throw_value_error("can't have text and binary mode at once");
  if (binary)
    throw_not_implemented("open() in binary mode is not supported: minitf has no bytes type");
  readable = k == 'r' || plus;
  writable = k != 'r' || plus;
  int flags = readable && writable ? O_RDWR : readable ? O_RDONLY : O_WRONLY;
  if (k == 'w') flags |= O_CREAT | O_TRUNC;
  if (k == 'a') flags |= O_CREAT | O_APPEND;
  if (k == 'x') flags |= O_CREAT | O_EXCL;
  return flags | O_CLOEXEC;
}

// Permission bits of a new file before the umask, as CPython's open().
constexpr mode_t kNewFileMode = 0666;

Value b_open(Interpreter& in, CallArgs& a) {
  ArgParser p("open", a, {"file", "mode", "buffering", "encoding", "errors", "newline"}, 1);
  const Value& file = *p.get(0);
  if (!is_str(file)) {
    if (file.is_intlike()) throw_not_implemented("open() of a file descriptor is not supported");
    throw_type_error("expected str, bytes or os.PathLike object, not " + type_name(file));
  }
  std::string mode = "r";
  if (const Value* m = p.get(1)) {
    if (!is_str(*m)) throw_type_error("open() argument 'mode' must be str, not " + type_name(*m));
    mode = str_of(*m);
  }
  std::string encoding = "UTF-8";
  if (const Value* e = p.get(3); e && !e->is_none()) {
    if (!is_str(*e))
      throw_type_error("open() argument 'encoding' must be str or None, not " + type_name(*e));
    std::string low;
    for (char c : str_of(*e)) low += char(c >= 'A' && c <= 'Z' ? c + 32 : c);
    if (low != "utf-8" && low != "utf8" && low != "ascii")
      throw_not_implemented("open() supports the UTF-8 encoding only, not '" + str_of(*e) + "'");
    encoding = str_of(*e);
  }
  bool readable, writable;
  int flags = mode_flags(mode, readable, writable);
  const std::string& path = str_of(file);
  check_path(path);
  if (path.empty()) raise_os_error(ENOENT, path);
  ResolvedPath where = in.sandbox().resolve(path);
  if (in.sandbox().enabled()) flags |= O_NOFOLLOW;
  // Non-blocking while opening: a named pipe would otherwise wait, beyond the
  // reach of Ctrl-C and the time limit, for a writer to appear; reads then
  // wait in fill(), which polls the interrupt.
  int fd;
  do {
    fd = ::openat(where.dirfd(), where.leaf(), flags | O_NONBLOCK, kNewFileMode);
  } while (fd < 0 && errno == EINTR);
  if (fd >= 0) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  if (fd < 0) raise_os_error(errno == ELOOP && in.sandbox().enabled() ? EPERM : errno, path);
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    raise_os_error(EISDIR, path);
  }
  Ref<FileObj> f(new FileObj(file_type()));
  f->fd = fd;
  f->name = path;
  f->mode = mode;
  f->encoding = encoding;
  f->readable = readable;
  f->writable = writable;
  return Value::object(f.get());
}

const NativeDef kOpen[] = {
    {"open", b_open, "(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None)",
     "Open file and return a stream. Raise OSError upon failure."},
};

}  // namespace

void check_path(const std::string& path) {
  if (path.find('\0') != std::string::npos) throw_value_error("embedded null byte");
}

void install_file_io(Interpreter& in, Module& builtins) { add_functions(in, builtins, kOpen); }

}  // namespace minitf
