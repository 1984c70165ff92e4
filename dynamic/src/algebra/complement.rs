//! The complement: [`complement`], the layout of the offsets a layout does not reach.

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{coalesce_shape, IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::{Leaf, S1};
use crate::tuple_arith::ceil_div_in;

/// CuTe's `complement(a, cotarget)`: the layout of the offsets below `cotarget` that `a` does not
/// reach, ordered, disjoint from `a`. Without a cotarget, `cosize(filter(a))` is used.
///
/// `a` must be injective (after its stride-0 modes are dropped) with non-negative strides.
///
/// ```
/// use cute_layout_dynamic::{algebra::complement, Layout};
/// let a: Layout = "(2,2):(1,6)".parse().unwrap();
/// assert_eq!(complement(&a, Some(&"24".parse().unwrap())).unwrap().to_string(), "(_3,_2):(_2,_12)");
/// ```
pub fn complement(a: &Layout, cotarget: Option<&IntTuple>) -> Result<Layout> {
    const OP: &str = "complement";
    a.check(OP)?;
    if let Some(c) = cotarget {
        ensure(c.leaves().iter().all(|&x| x > 0), OP, || {
            format!("the cotarget {c:#} is not positive")
        })?;
    }
    let f = a.filter();
    let cot = cotarget.cloned().unwrap_or_else(|| Int(f.cosize_leaf()));
    if f.stride().as_leaf().is_some_and(|d| d.is_constant(0)) {
        return Layout::column_major(coalesce_shape(OP, &cot)?).map_err(|e| e.within(OP));
    }
    let mut shape = f.shape().leaf_list();
    let mut stride = f.stride().leaf_list();
    let r = shape.len();
    ensure(r == 1 || stride.iter().all(|d| d.is_static), OP, || {
        format!("dynamic stride: a dynamic stride is allowed only in a rank-1 layout (after filtering), and {a} filters to {f}")
    })?;
    if let Some(d) = stride.iter().find(|d| d.value < 0) {
        return Err(Error::new(
            OP,
            format!("stride {d} of {a} is negative (complement needs non-negative strides)"),
        ));
    }
    let mut res_s = Vec::with_capacity(r + 1);
    let mut res_d = vec![S1];
    for i in 0..r - 1 {
        let Some((idx, &min_stride)) = stride.iter().enumerate().min_by_key(|(_, d)| d.value)
        else {
            break;
        };
        let new_shape = min_stride.div(OP, res_d[i])?;
        ensure(!new_shape.is_constant(0), OP, || {
            non_injective(a, min_stride, res_d[i])
        })?;
        res_s.push(new_shape);
        res_d.push(min_stride.mul(OP, shape[idx])?);
        shape.remove(idx);
        stride.remove(idx);
    }
    let new_shape = stride[0].div(OP, res_d[r - 1])?;
    ensure(!new_shape.is_constant(0), OP, || {
        non_injective(a, stride[0], res_d[r - 1])
    })?;
    res_s.push(new_shape);
    let new_stride = stride[0].mul(OP, shape[0])?;
    let rest_shape = coalesce_shape(OP, &ceil_div_in(OP, &cot, &Int(new_stride))?)?;
    let rest_stride = rest_shape.compact_left(OP, new_stride)?;
    let shape = IntTuple::tuple([Tuple(res_s.into_iter().map(Int).collect()), rest_shape]);
    let stride = IntTuple::tuple([Tuple(res_d.into_iter().map(Int).collect()), rest_stride]);
    if shape.leaves().iter().all(|&s| s > 0) {
        return Ok(Layout::build(OP, shape, stride)?.coalesce());
    }
    // Only with dynamic strides, which CuTe does not check for injectivity: CuTe answers a
    // layout with an extent 0 (a stride inside the span of the smaller modes); so do we (its
    // strides still fit, and the algebra refuses it as an operand).
    Layout::build(OP, shape.repeat_like(S1), stride.clone())?;
    Ok(Layout::raw(shape, stride).coalesce())
}

fn non_injective(a: &Layout, stride: Leaf, reached: Leaf) -> String {
    format!(
        "injectivity: {a} is not injective (stride {stride:#} falls inside the {reached:#} offsets its smaller modes already span)"
    )
}
