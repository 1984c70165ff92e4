//! Slicing: [`Layout::slice`] keeps the modes where a [`Coord`] has the wildcard `_`,
//! [`Layout::dice`] those where it has an integer, [`Layout::slice_and_offset`] also says where
//! the slice starts.

use crate::coord::{crd2idx, in_bounds, Coord};
use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;

impl Layout {
    /// CuTe's `slice(coord, layout)`: keep the modes where `coord` has `_`.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l: Layout = "(4,(2,4)):(2,(1,8))".parse().unwrap();
    /// assert_eq!(l.slice(&"(0,(_,_))".parse().unwrap()).unwrap().to_string(), "(_2,_4):(_1,_8)");
    /// ```
    pub fn slice(&self, coord: &Coord) -> Result<Layout> {
        Ok(Layout::raw(
            slice(coord, self.shape())?,
            slice(coord, self.stride())?,
        ))
    }

    /// CuTe's `slice_and_offset(coord, layout)`: the [`slice`](Self::slice) and the offset where
    /// it starts (the offset of `coord` with every `_` read as 0).
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l: Layout = "(4,(2,4)):(2,(1,8))".parse().unwrap();
    /// let (s, off) = l.slice_and_offset(&"(3,(_,1))".parse().unwrap()).unwrap();
    /// assert_eq!((s.to_string(), off.to_string()), ("(_2):(_1)".to_string(), "_14".to_string()));
    /// ```
    pub fn slice_and_offset(&self, coord: &Coord) -> Result<(Layout, Leaf)> {
        let sliced = self.slice(coord)?;
        let start = coord.zero_unders();
        ensure(in_bounds(&start, self.shape()), "slice", || {
            format!("coordinate {coord} is outside shape {:#}", self.shape())
        })?;
        Ok((
            sliced,
            crd2idx("slice", &start, self.shape(), self.stride())?,
        ))
    }

    /// CuTe's `dice(coord, layout)`: keep the modes where `coord` has an integer.
    ///
    /// ```
    /// use cute_layout_dynamic::Layout;
    /// let l: Layout = "(4,(2,4)):(2,(1,8))".parse().unwrap();
    /// assert_eq!(l.dice(&"(0,(_,_))".parse().unwrap()).unwrap().to_string(), "(_4):(_2)");
    /// ```
    pub fn dice(&self, coord: &Coord) -> Result<Layout> {
        Ok(Layout::raw(
            dice(coord, self.shape())?,
            dice(coord, self.stride())?,
        ))
    }
}

/// CuTe's `slice(coord, t)`.
fn slice(coord: &Coord, t: &IntTuple) -> Result<IntTuple> {
    match coord {
        Coord::Tuple(c) => Ok(Tuple(lift(c, t, "slice", true)?)),
        Coord::Under => Ok(t.clone()),
        Coord::Int(_) => Ok(Tuple(vec![])),
    }
}

/// CuTe's `dice(coord, t)`.
fn dice(coord: &Coord, t: &IntTuple) -> Result<IntTuple> {
    match coord {
        Coord::Tuple(c) => Ok(Tuple(lift(c, t, "dice", false)?)),
        Coord::Under => Ok(Tuple(vec![])),
        Coord::Int(_) => Ok(t.clone()),
    }
}

/// The modes of `t` that `coord` keeps, concatenated (CuTe's `lift_slice` / `lift_dice`).
fn lift(
    coord: &[Coord],
    t: &IntTuple,
    op: &'static str,
    keep_under: bool,
) -> Result<Vec<IntTuple>> {
    let modes = match t {
        Tuple(m) if m.len() == coord.len() => m,
        _ => {
            return Err(Error::new(
                op,
                format!(
                    "coordinate {} has {} modes but {t} has {}",
                    Coord::Tuple(coord.to_vec()),
                    coord.len(),
                    if t.is_int() {
                        "no modes (it is an integer)".to_string()
                    } else {
                        t.rank().to_string()
                    }
                ),
            ))
        }
    };
    let mut out = Vec::new();
    for (c, m) in coord.iter().zip(modes) {
        match c {
            Coord::Tuple(cs) => out.extend(lift(cs, m, op, keep_under)?),
            Coord::Under if keep_under => out.push(m.clone()),
            Coord::Int(_) if !keep_under => out.push(m.clone()),
            _ => {}
        }
    }
    Ok(out)
}
