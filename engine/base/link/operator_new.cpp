// The global operator new and delete of the executables that link mimalloc
// (the root CMakeLists.txt links this file with it, as MINITF_ALLOCATOR):
// allocation failure throws std::bad_alloc, as C++ promises, which the
// interpreter turns into MemoryError and the op boundary into MemoryError or
// TF's ResourceExhaustedError, so running out of memory never ends a session.
//
// mimalloc's own operator new (Debian's 2.0) is C code that calls abort()
// when it cannot allocate: its std::get_new_handler is a hidden stub, so not
// even a new-handler can make it throw. These replacements take precedence
// over the shared library's (the executable's definitions come first) and
// allocate with malloc and posix_memalign, which mimalloc provides: every
// block is still mimalloc's, and free() releases each kind.
#include <cstdlib>
#include <new>

namespace {

void* allocate(std::size_t n) {
  void* p = std::malloc(n ? n : 1);
  if (!p) throw std::bad_alloc();
  return p;
}

void* allocate_aligned(std::size_t n, std::align_val_t align) {
  std::size_t a = static_cast<std::size_t>(align);
  if (a < sizeof(void*)) a = sizeof(void*);
  void* p = nullptr;
  if (posix_memalign(&p, a, n ? n : 1) != 0) throw std::bad_alloc();
  return p;
}

template <class F>
void* or_null(F f) noexcept {
  try {
    return f();
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  return or_null([n] { return allocate(n); });
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  return or_null([n] { return allocate(n); });
}
void* operator new(std::size_t n, std::align_val_t a) { return allocate_aligned(n, a); }
void* operator new[](std::size_t n, std::align_val_t a) { return allocate_aligned(n, a); }
void* operator new(std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return or_null([n, a] { return allocate_aligned(n, a); });
}
void* operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return or_null([n, a] { return allocate_aligned(n, a); });
}

void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
