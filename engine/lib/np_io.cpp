// numpy's file formats: .npy (numpy/lib/format.py, version 1.0) and .npz (a
// zip archive of .npy files, numpy/lib/npyio.py), byte-compatible with real
// numpy both ways. Files go through the session's sandbox like open()'s.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dispatch.h"
#include "framework/dtypes.h"
#include "framework/numpy_types.h"
#include "framework/tensor_object.h"
#include "lib/np_module.h"
#include "runtime/interp_impl.h"
#include "runtime/sandbox.h"

namespace minitf {

namespace {

// numpy's .npy layout: magic, version 1.0, a little-endian uint16 header
// length, and the header padded with spaces to a multiple of this (format.py's
// ARRAY_ALIGN) so the data is aligned.
constexpr size_t kArrayAlign = 64;
// format.py's GROWTH_AXIS_MAX_DIGITS: spare header room numpy leaves so that
// the first axis can grow in place; written the same for identical files.
constexpr size_t kGrowthAxisMaxDigits = 21;
const char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLen = 6;
// A file read whole may be at most this large (the session's memory budget
// is checked when the array is made; this bounds the read itself).
constexpr uint64_t kMaxFileBytes = uint64_t{1} << 34;

// The numpy descr of a dtype in a little-endian file ('<f8', '|u1').
std::string descr_of(DType d) {
  switch (d) {
    case DType::Float16:
      return "<f2";
    case DType::Float32:
      return "<f4";
    case DType::Float64:
      return "<f8";
    case DType::Int8:
      return "|i1";
    case DType::Int16:
      return "<i2";
    case DType::Int32:
      return "<i4";
    case DType::Int64:
      return "<i8";
    case DType::UInt8:
      return "|u1";
    case DType::UInt16:
      return "<u2";
    case DType::Bool:
      return "|b1";
    case DType::Complex64:
      return "<c8";
    case DType::Complex128:
      return "<c16";
    default:
      throw_not_implemented("minitf's numpy.save cannot write object arrays");
  }
}

bool dtype_of_descr(std::string descr, DType* out) {
  if (!descr.empty() && descr[0] == '=') descr[0] = '<';
  for (DType d : {DType::Float16, DType::Float32, DType::Float64, DType::Int8, DType::Int16,
                  DType::Int32, DType::Int64, DType::UInt8, DType::UInt16, DType::Bool,
                  DType::Complex64, DType::Complex128}) {
    std::string mine = descr_of(d);
    std::string alt = mine;
    if (alt[0] == '|') alt[0] = '<';
    if (descr == mine || descr == alt) {
      *out = d;
      return true;
    }
  }
  return false;
}

std::string npy_bytes(const Tensor& t) {
  std::string header =
      "{'descr': '" + descr_of(t.dtype()) + "', 'fortran_order': False, 'shape': (";
  for (int i = 0; i < t.rank(); ++i) header += (i ? ", " : "") + std::to_string(t.dim(i));
  header += t.rank() == 1 ? ",), }" : "), }";
  if (t.rank() > 0)
    header += std::string(kGrowthAxisMaxDigits - std::to_string(t.dim(0)).size(), ' ');
  size_t hlen = header.size() + 1;
  size_t pad = kArrayAlign - ((kMagicLen + 2 + 2 + hlen) % kArrayAlign);
  if (pad == kArrayAlign) pad = 0;
  header += std::string(pad, ' ') + "\n";
  std::string out(kMagic, kMagicLen);
  out += '\x01';
  out += '\x00';
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  out.append(static_cast<const char*>(t.raw_data()),
             size_t(t.num_elements()) * dtype_size(t.dtype()));
  return out;
}

[[noreturn]] void bad_npy(const std::string& why) { throw_value_error(why); }

// The value after `'key':` in a .npy header dict.
std::string header_field(const std::string& h, const std::string& key) {
  size_t k = h.find("'" + key + "'");
  if (k == std::string::npos) bad_npy("Header does not contain the correct keys: missing " + key);
  size_t c = h.find(':', k);
  size_t b = c == std::string::npos ? c : h.find_first_not_of(' ', c + 1);
  if (b == std::string::npos) bad_npy("Cannot parse header: no value for " + key);
  if (h[b] == '(') return h.substr(b, h.find(')', b) - b + 1);
  if (h[b] == '\'') return h.substr(b + 1, h.find('\'', b + 1) - b - 1);
  size_t e = h.find_first_of(",}", b);
  return h.substr(b, e - b);
}

Tensor parse_npy_checked(const std::string& data);

// A malformed header (a file that is not what it claims) is numpy's
// ValueError, never a C++ exception escaping.
Tensor parse_npy(const std::string& data) {
  try {
    return parse_npy_checked(data);
  } catch (const std::logic_error&) {
    bad_npy("Cannot parse header: the .npy header is malformed");
  }
}

Tensor parse_npy_checked(const std::string& data) {
  if (data.size() < kMagicLen + 4 || data.compare(0, kMagicLen, kMagic, kMagicLen) != 0)
    bad_npy("the magic string is not correct; expected b'\\x93NUMPY'");
  int major = static_cast<unsigned char>(data[6]);
  size_t hlen, start;
  if (major == 1) {
    hlen = static_cast<unsigned char>(data[8]) | (size_t(static_cast<unsigned char>(data[9])) << 8);
    start = 10;
  } else if (major == 2 || major == 3) {
    if (data.size() < 12) bad_npy("EOF: reading array header");
    hlen = 0;
    for (int i = 3; i >= 0; --i) hlen = (hlen << 8) | static_cast<unsigned char>(data[8 + i]);
    start = 12;
  } else {
    bad_npy("we only support format version (1,0), (2,0), and (3,0), not (" +
            std::to_string(major) + ", " + std::to_string(int(data[7])) + ")");
  }
  if (data.size() < start + hlen) bad_npy("EOF: reading array header");
  std::string h = data.substr(start, hlen);
  DType d;
  std::string descr = header_field(h, "descr");
  if (!dtype_of_descr(descr, &d))
    throw_not_implemented("minitf's numpy.load cannot read arrays of descr '" + descr + "'");
  bool fortran = header_field(h, "fortran_order") == "True";
  std::string shape_text = header_field(h, "shape");
  std::vector<int64_t> dims;
  for (size_t i = 1; i < shape_text.size();) {
    size_t j = shape_text.find_first_of(",)", i);
    std::string num = shape_text.substr(i, j - i);
    size_t b = num.find_first_not_of(' ');
    if (b != std::string::npos) {
      int64_t d = std::stoll(num.substr(b));
      if (d < 0) bad_npy("Cannot parse header: negative dimension");
      dims.push_back(d);
    }
    i = j + 1;
  }
  std::vector<int64_t> file_dims = dims;
  if (fortran) std::reverse(file_dims.begin(), file_dims.end());
  Tensor t = numpy_empty(d, Shape(file_dims));
  size_t bytes = size_t(t.num_elements()) * dtype_size(d);
  size_t off = start + hlen;
  if (data.size() - off < bytes)
    bad_npy("cannot reshape array of size " + std::to_string((data.size() - off) / dtype_size(d)) +
            " into shape " + numpy_shape_text(Shape(dims)));
  if (bytes) std::memcpy(t.mutable_raw_data(), data.data() + off, bytes);
  if (!fortran || t.rank() < 2) return t.reshaped(Shape(dims));
  std::vector<int32_t> perm;
  for (int i = t.rank() - 1; i >= 0; --i) perm.push_back(i);
  Tensor inputs[2] = {t, Tensor::from_vector(perm)};
  return run_kernel(OpId::Transpose, Span<Tensor>(inputs, 2));
}

// ---- files -------------------------------------------------------------------

std::string read_file(Interpreter& in, const std::string& path) {
  ResolvedPath where = in.sandbox().resolve(path);
  int fd;
  do {
    fd = ::openat(where.dirfd(), where.leaf(),
                  O_RDONLY | O_CLOEXEC | (in.sandbox().enabled() ? O_NOFOLLOW : 0));
  } while (fd < 0 && errno == EINTR);
  if (fd < 0) raise_os_error(errno == ELOOP && in.sandbox().enabled() ? EPERM : errno, path);
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    raise_os_error(EISDIR, path);
  }
  std::string out;
  char buf[1 << 16];
  for (;;) {
    poll_interrupt();
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, size_t(n));
    if (out.size() > kMaxFileBytes) {
      ::close(fd);
      throw_exc(types().MemoryError, "file too large to load: " + path);
    }
  }
  ::close(fd);
  return out;
}

void write_file(Interpreter& in, const std::string& path, const std::string& data) {
  ResolvedPath where = in.sandbox().resolve(path);
  int fd;
  do {
    fd = ::openat(
        where.dirfd(), where.leaf(),
        O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | (in.sandbox().enabled() ? O_NOFOLLOW : 0), 0666);
  } while (fd < 0 && errno == EINTR);
  if (fd < 0) raise_os_error(errno == ELOOP && in.sandbox().enabled() ? EPERM : errno, path);
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      raise_os_error(err, path);
    }
    done += size_t(n);
  }
  ::close(fd);
}

// ---- zip (stored entries written; stored and deflated read) -------------------

void put16(std::string& s, uint32_t v) {
  s += char(v & 0xff);
  s += char((v >> 8) & 0xff);
}
void put32(std::string& s, uint32_t v) {
  put16(s, v & 0xffff);
  put16(s, v >> 16);
}
uint64_t get(const std::string& s, size_t at, int n) {
  if (at + size_t(n) > s.size()) throw_exc(types().ValueError, "File is not a zip file");
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(s[at + size_t(i)]);
  return v;
}

// The date of every entry: 1980-01-01 00:00 (zip's epoch), so that saving
// the same arrays makes the same file.
constexpr uint32_t kDosDate = (0 << 9) | (1 << 5) | 1;
// Zip's "version needed to extract" for stored entries (2.0).
constexpr uint32_t kZipVersion = 20;

// Raw deflate (zip method 8) at zlib's default level, as zipfile's
// ZIP_DEFLATED writes.
std::string deflate_raw(const std::string& in) {
  z_stream z{};
  if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) !=
      Z_OK)
    throw_exc(types().MemoryError, "cannot start zlib");
  std::string out(deflateBound(&z, uLong(in.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = uInt(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = uInt(out.size());
  int r = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (r != Z_STREAM_END) throw_exc(types().MemoryError, "zlib could not compress");
  return out;
}

// A zip archive of the entries, stored or deflated (np.savez / savez_compressed).
std::string zip_archive(const std::vector<std::pair<std::string, std::string>>& entries,
                        bool compress) {
  std::string out, central;
  const uint32_t method = compress ? 8 : 0;
  for (const auto& [name, data] : entries) {
    if (data.size() >= 0xffffffffu || out.size() >= 0xffffffffu)
      throw_not_implemented("minitf's numpy.savez writes archives below 4 GiB");
    uint32_t crc =
        uint32_t(::crc32(0, reinterpret_cast<const Bytef*>(data.data()), uInt(data.size())));
    std::string body = compress ? deflate_raw(data) : data;
    uint32_t offset = uint32_t(out.size());
    for (std::string* s : {&out, &central}) {
      bool local = s == &out;
      put32(*s, local ? 0x04034b50 : 0x02014b50);
      if (!local) put16(*s, kZipVersion);  // made by
      put16(*s, kZipVersion);              // needed to extract
      put16(*s, 0);                        // flags
      put16(*s, method);
      put16(*s, 0);  // time
      put16(*s, kDosDate);
      put32(*s, crc);
      put32(*s, uint32_t(body.size()));
      put32(*s, uint32_t(data.size()));
      put16(*s, uint32_t(name.size()));
      put16(*s, 0);  // extra
      if (!local) {
        put16(*s, 0);            // comment
        put16(*s, 0);            // disk
        put16(*s, 0);            // internal attributes
        put32(*s, 0x81800000u);  // external: a regular file, mode 0600 (as zipfile)
        put32(*s, offset);
      }
      *s += name;
    }
    out += body;
  }
  uint32_t cd_offset = uint32_t(out.size());
  out += central;
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, uint32_t(entries.size()));
  put16(out, uint32_t(entries.size()));
  put32(out, uint32_t(central.size()));
  put32(out, cd_offset);
  put16(out, 0);
  return out;
}

std::string inflate_raw(const std::string& in, size_t size) {
  std::string out(size, '\0');
  z_stream z{};
  if (inflateInit2(&z, -MAX_WBITS) != Z_OK) throw_value_error("Bad zip entry");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = uInt(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = uInt(size);
  int r = inflate(&z, Z_FINISH);
  inflateEnd(&z);
  if (r != Z_STREAM_END) throw_exc(types().ValueError, "Bad CRC-32 or corrupt zip entry");
  return out;
}

// (name, contents) of each entry, from the central directory.
std::vector<std::pair<std::string, std::string>> unzip(const std::string& z) {
  size_t eocd = std::string::npos;
  for (size_t i = z.size() >= 22 ? z.size() - 22 : 0;; --i) {
    if (get(z, i, 4) == 0x06054b50) {
      eocd = i;
      break;
    }
    if (i == 0 || z.size() - i > 65557) break;
  }
  if (eocd == std::string::npos) throw_value_error("File is not a zip file");
  uint64_t count = get(z, eocd + 10, 2), cd = get(z, eocd + 16, 4);
  if ((count == 0xffff || cd == 0xffffffff) && eocd >= 20 && get(z, eocd - 20, 4) == 0x07064b50) {
    uint64_t rec = get(z, eocd - 12, 8);
    count = get(z, rec + 32, 8);
    cd = get(z, rec + 48, 8);
  }
  std::vector<std::pair<std::string, std::string>> out;
  size_t at = cd;
  for (uint64_t e = 0; e < count; ++e) {
    if (get(z, at, 4) != 0x02014b50) throw_value_error("Bad magic number for central directory");
    uint64_t method = get(z, at + 10, 2);
    uint64_t csize = get(z, at + 20, 4), usize = get(z, at + 24, 4);
    uint64_t nlen = get(z, at + 28, 2), elen = get(z, at + 30, 2), clen = get(z, at + 32, 2);
    uint64_t local = get(z, at + 42, 4);
    std::string name = z.substr(at + 46, nlen);
    // Zip64: the sizes and offset that overflowed are in extra field 0x0001.
    for (size_t x = at + 46 + nlen; x + 4 <= at + 46 + nlen + elen;) {
      uint64_t id = get(z, x, 2), len = get(z, x + 2, 2);
      if (id == 1) {
        size_t f = x + 4;
        if (usize == 0xffffffff) usize = get(z, f, 8), f += 8;
        if (csize == 0xffffffff) csize = get(z, f, 8), f += 8;
        if (local == 0xffffffff) local = get(z, f, 8);
      }
      x += 4 + len;
    }
    at += 46 + nlen + elen + clen;
    if (get(z, local, 4) != 0x04034b50) throw_value_error("Bad magic number for file header");
    size_t data = local + 30 + get(z, local + 26, 2) + get(z, local + 28, 2);
    if (data + csize > z.size()) throw_value_error("File is not a zip file");
    std::string raw = z.substr(data, csize);
    if (usize > kMaxFileBytes) throw_exc(types().MemoryError, "zip entry too large: " + name);
    if (method == 0) {
      out.emplace_back(name, raw);
    } else if (method == 8) {
      out.emplace_back(name, inflate_raw(raw, usize));
    } else {
      throw_not_implemented("minitf's numpy.load reads stored and deflated zip entries only");
    }
  }
  return out;
}

// ---- the native functions ----------------------------------------------------

using A = CallArgs;
using I = Interpreter;

std::string path_arg(I& in, const Value& v) {
  if (!is_type_exact(v, types().str))
    throw_type_error("expected str, bytes or os.PathLike object, not " + type_name(v));
  (void)in;
  return v.as<Str>()->s;
}

// save_npy(path, array)
Value native_save_npy(I& in, A& a) {
  check_arity(a, 2, 2, "save_npy");
  write_file(in, path_arg(in, a.pos[0]), npy_bytes(convert_to_numpy(in, a.pos[1])));
  return Value();
}

// save_npz(path, [(name, array), ...], compress)
Value native_save_npz(I& in, A& a) {
  check_arity(a, 3, 3, "save_npz");
  std::vector<std::pair<std::string, std::string>> entries;
  for (const Value& item : in.to_vector(a.pos[1])) {
    std::vector<Value> kv = in.to_vector(item);
    entries.emplace_back(path_arg(in, kv[0]) + ".npy", npy_bytes(convert_to_numpy(in, kv[1])));
  }
  write_file(in, path_arg(in, a.pos[0]), zip_archive(entries, in.truthy(a.pos[2])));
  return Value();
}

// load(path): an ndarray (.npy), or a dict of name -> ndarray (.npz).
Value native_load(I& in, A& a) {
  check_arity(a, 1, 1, "load");
  std::string data = read_file(in, path_arg(in, a.pos[0]));
  if (data.size() >= 4 && data.compare(0, 4, "PK\x03\x04", 4) == 0) {
    Ref<Dict> d = make_dict();
    for (const auto& [name, contents] : unzip(data)) {
      std::string key = name;
      if (key.size() > 4 && key.compare(key.size() - 4, 4, ".npy") == 0) key.resize(key.size() - 4);
      Value k = str_value(key);
      d->table.set(in, k, in.hash(k), make_ndarray(parse_npy(contents)));
    }
    return d.value();
  }
  if (data.size() >= kMagicLen && data.compare(0, kMagicLen, kMagic, kMagicLen) == 0)
    return make_ndarray(parse_npy(data));
  throw_not_implemented("minitf's numpy.load reads .npy and .npz files only (no pickles)");
}

const NativeDef kIoFunctions[] = {
    {"save_npy", native_save_npy, "(path, array)", "Write a .npy file."},
    {"save_npz", native_save_npz, "(path, items, compress)", "Write a .npz file of .npy entries."},
    {"load", native_load, "(path)", "Read a .npy or .npz file."},
};

}  // namespace

void install_numpy_io_natives(Interpreter& in, Module& native) {
  add_functions(in, native, kIoFunctions);
}

}  // namespace minitf
