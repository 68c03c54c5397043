// C++ with libstdc++: vector, string, map, unique_ptr, std::function,
// exceptions from the library.
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

struct Account {
  std::string owner;
  double balance;
  virtual ~Account() = default;
  virtual double rate() const { return 0.01; }
  void withdraw(double x) {
    if (x > balance) throw std::runtime_error("insufficient funds for " + owner);
    balance -= x;
  }
};
struct Savings : Account {
  double rate() const override { return 0.03; }
};

int main() {
  std::vector<std::unique_ptr<Account>> accts;
  const char *names[] = {"ada", "brian", "clara"};
  for (int i = 0; i < 3; i++) {
    std::unique_ptr<Account> a = (i % 2) ? std::unique_ptr<Account>(new Savings) : std::make_unique<Account>();
    a->owner = names[i];
    a->balance = 100.0 * (i + 1);
    accts.push_back(std::move(a));
  }
  std::map<std::string, double> interest;
  for (auto &a : accts) interest[a->owner] = a->balance * a->rate();
  for (auto &kv : interest) std::printf("%s %.2f\n", kv.first.c_str(), kv.second);
  std::function<double(const Account &)> score = [](const Account &a) { return a.balance * 2; };
  double s = 0;
  for (auto &a : accts) s += score(*a);
  std::printf("score %.1f\n", s);
  try {
    accts[0]->withdraw(50);
    accts[0]->withdraw(500);
  } catch (const std::exception &e) {
    std::printf("error: %s\n", e.what());
  }
  std::vector<int> v;
  for (int i = 0; i < 20; i++) v.push_back(i * i % 17);
  try {
    std::printf("at %d\n", v.at(25));
  } catch (const std::out_of_range &) {
    std::printf("out of range\n");
  }
  std::string joined;
  for (int x : v) joined += std::to_string(x) + ",";
  std::printf("%s %zu\n", joined.c_str(), joined.size());
  return 0;
}
