// Rust of the wider corpus: slices, iterators, trait objects and
// generics, Option/Result, a panic path that is not taken.
trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> &'static str;
}
struct Sq(f64);
struct Circ {
    r: f64,
}
impl Shape for Sq {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
    fn name(&self) -> &'static str {
        "square"
    }
}
impl Shape for Circ {
    fn area(&self) -> f64 {
        3.0 * self.r * self.r
    }
    fn name(&self) -> &'static str {
        "circle"
    }
}

#[inline(never)]
fn total(shapes: &[Box<dyn Shape>]) -> f64 {
    shapes.iter().map(|s| s.area()).sum()
}

#[inline(never)]
fn windows_max(xs: &[i64], k: usize) -> Vec<i64> {
    xs.windows(k).map(|w| *w.iter().max().unwrap()).collect()
}

#[inline(never)]
fn checked_div(a: i64, b: i64) -> Result<i64, String> {
    if b == 0 {
        Err(format!("divide {} by zero", a))
    } else {
        Ok(a / b)
    }
}

fn largest<T: PartialOrd + Copy>(xs: &[T]) -> Option<T> {
    let mut it = xs.iter();
    let mut best = *it.next()?;
    for &x in it {
        if x > best {
            best = x;
        }
    }
    Some(best)
}

struct Node {
    val: i32,
    next: Option<Box<Node>>,
}

#[inline(never)]
fn list_sum(mut n: &Option<Box<Node>>) -> i32 {
    let mut s = 0;
    while let Some(b) = n {
        s += b.val;
        n = &b.next;
    }
    s
}

fn main() {
    let shapes: Vec<Box<dyn Shape>> = vec![Box::new(Sq(2.0)), Box::new(Circ { r: 1.0 }), Box::new(Sq(0.5))];
    println!("total {:.2}", total(&shapes));
    for s in &shapes {
        println!("{} {:.2}", s.name(), s.area());
    }
    let xs: Vec<i64> = (0..12).map(|i| (i * 7) % 11).collect();
    println!("{:?}", windows_max(&xs, 3));
    for b in [3, 0] {
        match checked_div(42, b) {
            Ok(q) => println!("ok {}", q),
            Err(e) => println!("err {}", e),
        }
    }
    println!("{:?} {:?}", largest(&[1.5, 9.25, 3.0]), largest::<i32>(&[]));
    let mut head: Option<Box<Node>> = None;
    for v in 1..=5 {
        head = Some(Box::new(Node { val: v * v, next: head }));
    }
    println!("list {}", list_sum(&head));
    let idx = xs.len() - 1;
    if xs[idx] > 100 {
        panic!("unexpected {}", xs[idx]);
    }
}
