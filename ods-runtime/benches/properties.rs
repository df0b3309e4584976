//! Micro-benchmark: reading and writing an operation's inherent data as a typed property
//! against doing the same with a discardable attribute (a dictionary lookup, and on write a
//! newly uniqued integer attribute and dictionary). Prints nanoseconds per access and the
//! ratios. Run with `cargo bench -p ods-runtime --bench properties`.

use ods_runtime::Attribute;
use ods_runtime::Location;
use ods_runtime::Type;
use std::hint::black_box;
use std::time::Instant;

use ods_runtime::Context;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OpId, OperationState, PropertyStorage};

/// The typed storage a generated op would have.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
struct CounterProperties {
    value: i64,
}

const OPS: usize = 1_000;
const ROUNDS: usize = 200;

fn make_ops(ctx: &mut Context) -> Vec<OpId> {
    let name = OperationName::get(ctx, "bench.op");
    let loc = Location::unknown(ctx);
    let i64t = Type::i64(ctx);
    let zero = Attribute::integer(ctx, i64t, 0);
    (0..OPS)
        .map(|_| {
            let mut s = OperationState::new(name, loc);
            s.properties = PropertyStorage::Typed(Box::new(CounterProperties::default()));
            let op = OpId::create(ctx, s);
            op.set_discardable_attr(ctx, "bench.value", Some(zero));
            op.set_discardable_attr(ctx, "bench.other", Some(zero));
            op
        })
        .collect()
}

fn time_per_access(f: impl FnOnce() -> i64) -> f64 {
    let start = Instant::now();
    black_box(f());
    start.elapsed().as_nanos() as f64 / (OPS * ROUNDS) as f64
}

fn main() {
    let mut ctx = Context::new();
    let ops = make_ops(&mut ctx);
    let i64t = Type::i64(&ctx);

    let prop_set = time_per_access(|| {
        for r in 0..ROUNDS {
            for &op in &ops {
                let p = op
                    .properties_mut::<CounterProperties>(&mut ctx)
                    .expect("typed properties");
                p.value = black_box(r as i64);
            }
        }
        0
    });
    let prop_get = time_per_access(|| {
        let mut sum = 0i64;
        for _ in 0..ROUNDS {
            for &op in &ops {
                sum += ctx
                    .op(black_box(op))
                    .properties::<CounterProperties>()
                    .expect("typed properties")
                    .value;
            }
        }
        sum
    });
    let attr_set = time_per_access(|| {
        for r in 0..ROUNDS {
            for &op in &ops {
                let a = Attribute::integer(&ctx, i64t, black_box(r as i64));
                op.set_discardable_attr(&mut ctx, "bench.value", Some(a));
            }
        }
        0
    });
    let attr_get = time_per_access(|| {
        let mut sum = 0i64;
        for _ in 0..ROUNDS {
            for &op in &ops {
                let a = ctx
                    .op(black_box(op))
                    .discardable_attr("bench.value")
                    .expect("attribute is set");
                sum += ctx.attr(a).integer_value().expect("integer attribute");
            }
        }
        sum
    });

    println!("{:<28} {:>12}", "access", "ns/access");
    println!("{:<28} {:>12.2}", "property get", prop_get);
    println!("{:<28} {:>12.2}", "discardable attribute get", attr_get);
    println!("{:<28} {:>12.2}", "property set", prop_set);
    println!("{:<28} {:>12.2}", "discardable attribute set", attr_set);
    println!(
        "ratio attribute/property: get {:.1}x, set {:.1}x",
        attr_get / prop_get.max(f64::MIN_POSITIVE),
        attr_set / prop_set.max(f64::MIN_POSITIVE)
    );
}
