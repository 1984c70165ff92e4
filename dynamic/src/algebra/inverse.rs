//! The inverses: [`right_inverse`] and [`left_inverse`].

use crate::error::{ensure, Error, Result};
use crate::int_tuple::IntTuple::{Int, Tuple};
use crate::layout::Layout;
use crate::leaf::{Leaf, S0, S1};

/// CuTe's `detail::SortByKey`: exchange sort of `(key, index)` pairs by key (not stable).
fn exchange_sort_by_key(keys: &[(i64, usize)]) -> Vec<usize> {
    let mut a: Vec<(i64, usize)> = keys.to_vec();
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            if a[j].0 < a[i].0 {
                a.swap(i, j);
            }
        }
    }
    a.into_iter().map(|(_, v)| v).collect()
}

/// `(_1, s0, s0*s1, ...)`, static as far as the extents are.
fn prefix_products(op: &'static str, shape: &[Leaf]) -> Result<Vec<Leaf>> {
    let mut out = Vec::with_capacity(shape.len() + 1);
    out.push(S1);
    for s in shape {
        out.push(s.mul(op, out[out.len() - 1])?);
    }
    Ok(out)
}

/// The static strides of `stride`, as `(value, index)` pairs.
fn static_keys(stride: &[Leaf]) -> Vec<(i64, usize)> {
    stride
        .iter()
        .enumerate()
        .filter(|(_, d)| d.is_static)
        .map(|(i, d)| (d.value, i))
        .collect()
}

/// CuTe's `right_inverse(l)`: the largest `R` with `l(R(i)) == i` for `i < size(R)`. Only static
/// strides are considered, and the search stops once the next stride would have to equal a
/// dynamic value (so `(300,200):(_1,300)` gives `300:_1`).
///
/// ```
/// use cute_layout_dynamic::{algebra::right_inverse, parse_value_in, Layout, Notation};
/// let l: Layout = "(4,8):(8,1)".parse().unwrap();
/// assert_eq!(right_inverse(&l).unwrap().to_string(), "(_8,_4):(_4,_1)");
/// let m = parse_value_in("(300,200):(_1,300)", Notation::Mixed).unwrap().to_layout().unwrap();
/// assert_eq!(right_inverse(&m).unwrap().to_string(), "300:_1");
/// ```
pub fn right_inverse(l: &Layout) -> Result<Layout> {
    const OP: &str = "right_inverse";
    l.check(OP)?;
    let c = l.coalesce();
    let (shape, stride) = (c.shape().leaf_list(), c.stride().leaf_list());
    let pre = prefix_products(OP, &shape)?;
    let (mut rs, mut rd, mut curr) = (vec![Int(S1)], vec![Int(S0)], S1);
    for i in exchange_sort_by_key(&static_keys(&stride)) {
        if stride[i].static_eq(curr) {
            rs.push(Int(shape[i]));
            rd.push(Int(pre[i]));
            curr = shape[i].mul(OP, stride[i])?;
        }
    }
    Ok(Layout::build(OP, Tuple(rs), Tuple(rd))?.coalesce())
}

/// CuTe's `left_inverse(l)`: `R` with `R(l(i)) == i` for `i < size(l)` (for injective `l`). The
/// strides must be static (after coalescing), as in CuTe.
///
/// ```
/// use cute_layout_dynamic::{algebra::left_inverse, parse_value_in, Layout, Notation};
/// let l: Layout = "(4,8):(8,1)".parse().unwrap();
/// assert_eq!(left_inverse(&l).unwrap().to_string(), "(_8,_4):(_4,_1)");
/// let m = parse_value_in("(300,200):(_1,300)", Notation::Mixed).unwrap().to_layout().unwrap();
/// assert!(left_inverse(&m).unwrap_err().to_string().starts_with("left_inverse: dynamic stride"));
/// ```
pub fn left_inverse(l: &Layout) -> Result<Layout> {
    const OP: &str = "left_inverse";
    l.check(OP)?;
    let c = l.coalesce();
    ensure(c.stride().is_static(), OP, || {
        format!("dynamic stride: left_inverse needs static strides, and {l} coalesces to {c}")
    })?;
    let (shape, stride) = (c.shape().leaf_list(), c.stride().leaf_list());
    let pre = prefix_products(OP, &shape)?;
    let sorted = exchange_sort_by_key(&static_keys(&stride));
    let (mut rs, mut rd) = (Vec::<Leaf>::new(), vec![S0]);
    for &i in &sorted {
        if stride[i].is_constant(0) {
            continue;
        }
        let covered = rs.iter().try_fold(S1, |acc, &x| acc.mul(OP, x))?;
        ensure(
            stride[i].value.checked_rem(covered.value) == Some(0),
            OP,
            || {
                format!(
                "divisibility: stride {} of {l} is not a multiple of {}, the extent its smaller strides cover",
                stride[i].value, covered.value
            )
            },
        )?;
        rs.push(stride[i].div(OP, covered)?);
        rd.push(pre[i]);
    }
    let Some(&last) = sorted.last() else {
        return Err(Error::new(OP, format!("{l} has no modes")));
    };
    rs.push(shape[last]);
    let (shape, stride) = (
        Tuple(rs.into_iter().map(Int).collect()),
        Tuple(rd.into_iter().map(Int).collect()),
    );
    if shape.leaves().iter().all(|&s| s > 0) {
        return Ok(Layout::build(OP, shape, stride)?.coalesce());
    }
    // A negative stride: CuTe answers a layout with a negative extent; so do we (its size and
    // cosize still fit, and the algebra refuses it as an operand).
    Layout::build(OP, shape.repeat_like(S1), stride.clone())?;
    Ok(Layout::raw(shape, stride).coalesce())
}
