// Constructors/destructors, a global object (llvm.global_ctors, __cxa_atexit),
// operator overloading, copy/move, static members, references.
#include <cstdio>
#include <cstring>

struct Vec3 {
  double x, y, z;
  Vec3(double x = 0, double y = 0, double z = 0) : x(x), y(y), z(z) {}
  Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  Vec3 operator*(double s) const { return Vec3(x * s, y * s, z * s); }
  double operator|(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
  bool operator==(const Vec3 &o) const { return x == o.x && y == o.y && z == o.z; }
  double operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
};

class Buffer {
  char *data_;
  unsigned len_;

public:
  static int alive;
  explicit Buffer(const char *s) : len_(std::strlen(s)) {
    data_ = new char[len_ + 1];
    std::memcpy(data_, s, len_ + 1);
    alive++;
  }
  Buffer(const Buffer &o) : Buffer(o.data_) {}
  Buffer(Buffer &&o) noexcept : data_(o.data_), len_(o.len_) { o.data_ = nullptr; o.len_ = 0; alive++; }
  ~Buffer() { delete[] data_; alive--; }
  unsigned size() const { return len_; }
  const char *c_str() const { return data_ ? data_ : ""; }
};
int Buffer::alive = 0;

struct Registry {
  int count;
  Vec3 origin;
  Registry() : count(3), origin(1, 2, 3) { std::printf("Registry()\n"); }
  ~Registry() { std::printf("~Registry count=%d\n", count); }
};

Registry registry;
Buffer greeting("hello from a global");

int main() {
  Vec3 a(1, 2, 3), b(4, 5, 6);
  Vec3 c = a + b * 2.0;
  c += registry.origin;
  std::printf("c=(%.1f,%.1f,%.1f) dot=%.1f eq=%d idx=%.1f\n", c.x, c.y, c.z, a | b, a == Vec3(1, 2, 3), c[2]);
  {
    Buffer x("abc");
    Buffer y(x);
    Buffer z(static_cast<Buffer &&>(y));
    std::printf("sizes=%u %u %u alive=%d\n", x.size(), y.size(), z.size(), Buffer::alive);
  }
  registry.count++;
  std::printf("greeting=%s alive=%d\n", greeting.c_str(), Buffer::alive);
  return 0;
}
