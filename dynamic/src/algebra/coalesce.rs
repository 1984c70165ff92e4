//! Coalesce and its kin: [`Layout::coalesce`] (modes that are contiguous in the codomain
//! merged), [`Layout::coalesce_by`], [`Layout::filter`] and [`Layout::flatten`]: fewer modes,
//! the same function.

use crate::error::{ensure, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::{Leaf, S0, S1};

impl Layout {
    /// CuTe's `flatten`.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,(3,4)):(1,(2,6))".parse().unwrap();
    /// assert_eq!(l.flatten().to_string(), "(_2,_3,_4):(_1,_2,_6)");
    /// ```
    pub fn flatten(&self) -> Layout {
        Layout::raw(self.shape().flatten(), self.stride().flatten())
    }
    /// CuTe's `coalesce`: merge modes that are contiguous in the codomain; the same function on
    /// `[0, size)`, depth at most 1. As in CuTe, only a static `_1` extent is dropped, and two
    /// modes merge only when that is known statically (the front extent is static and `s * d`
    /// is statically the next stride).
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_value_in, Layout, Notation};
    /// let l: Layout = "(2,(1,6)):(1,(6,2))".parse().unwrap();
    /// assert_eq!(l.coalesce().to_string(), "_12:_1");
    /// let m = parse_value_in("(_4,8):(_1,_4)", Notation::Mixed).unwrap().to_layout().unwrap();
    /// assert_eq!(m.coalesce().to_string(), "(_4,8):(_1,_4)");
    /// ```
    pub fn coalesce(&self) -> Layout {
        let (s, d) = self.flat_products();
        match s.len() {
            0 => Layout::raw(Int(S1), Int(S0)),
            r => bw_coalesce(&s[..r - 1], &d[..r - 1], (s[r - 1], d[r - 1])),
        }
    }

    /// The leaves of the shape and the stride.
    fn flat_products(&self) -> (Vec<Leaf>, Vec<Leaf>) {
        (self.shape().leaf_list(), self.stride().leaf_list())
    }

    /// CuTe's `detail::coalesce_x`: like `coalesce`, but keeps the function beyond the domain
    /// (a trailing size-1 mode is kept as an unbounded mode).
    pub(crate) fn coalesce_x(&self) -> Layout {
        let (s, d) = self.flat_products();
        match s.len() {
            0 => Layout::raw(Int(S1), Int(S0)),
            r => {
                let s_last = s[r - 1];
                let last = (
                    if s_last.is_constant(1) {
                        Leaf::new_static(2)
                    } else {
                        s_last
                    },
                    d[r - 1],
                );
                bw_coalesce(&s[..r - 1], &d[..r - 1], last)
            }
        }
    }

    /// CuTe's `coalesce(layout, profile)`: coalesce each mode at the leaves of `profile`.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "((2,2),(2,2)):((1,2),(8,4))".parse().unwrap();
    /// assert_eq!(l.coalesce_by(&"(1,1)".parse().unwrap()).unwrap().to_string(),
    ///            "(_4,(_2,_2)):(_1,(_8,_4))");
    /// ```
    pub fn coalesce_by(&self, profile: &IntTuple) -> Result<Layout> {
        match profile {
            Int(_) => Ok(self.coalesce()),
            Tuple(p) => {
                ensure(p.len() <= self.rank(), "coalesce", || {
                    format!(
                        "profile {profile:#} has {} modes but the layout {self} has rank {}",
                        p.len(),
                        self.rank()
                    )
                })?;
                let mut modes = Vec::with_capacity(self.rank());
                for (i, pi) in p.iter().enumerate() {
                    modes.push(self.mode(i)?.coalesce_by(pi)?);
                }
                for i in p.len()..self.rank() {
                    modes.push(self.mode(i)?);
                }
                Layout::concat(modes).map_err(|e| e.within("coalesce"))
            }
        }
    }

    /// CuTe's `filter_zeros`: modes of stride 0 get extent 1.
    pub(crate) fn filter_zeros(&self) -> Layout {
        fn go(d: &IntTuple, s: &IntTuple) -> IntTuple {
            match (d, s) {
                (Tuple(dm), Tuple(sm)) => Tuple(dm.iter().zip(sm).map(|(x, y)| go(x, y)).collect()),
                (Int(z), s) if z.is_constant(0) => s.repeat_like(S1),
                (_, s) => s.clone(),
            }
        }
        Layout::raw(go(self.stride(), self.shape()), self.stride().clone())
    }

    /// CuTe's `filter`: drop stride-0 and size-1 modes, then coalesce.
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3,4):(1,0,2)".parse().unwrap();
    /// assert_eq!(l.filter().to_string(), "_8:_1");
    /// ```
    pub fn filter(&self) -> Layout {
        self.filter_zeros().coalesce()
    }
}

/// CuTe's `detail::bw_coalesce`: walk the flat modes back to front, merging each into the front
/// of the result when `s * d` is statically the front stride (and the front extent is static),
/// skipping static size-1 modes.
fn bw_coalesce(shapes: &[Leaf], strides: &[Leaf], last: (Leaf, Leaf)) -> Layout {
    // The front of `new` is index 0; a single entry stands for an integral (non-tuple) result.
    let mut new: Vec<(Leaf, Leaf)> = vec![last];
    for i in (0..shapes.len()).rev() {
        let (s, d) = (shapes[i], strides[i]);
        if s.is_constant(1) {
            continue;
        } else if new.len() == 1 && new[0].0.is_constant(1) {
            new[0] = (s, d);
        } else if let (true, Ok(true), Ok(merged)) = (
            new[0].0.is_static,
            s.mul("coalesce", d).map(|x| x.static_eq(new[0].1)),
            s.mul("coalesce", new[0].0),
        ) {
            new[0] = (merged, d);
        } else {
            new.insert(0, (s, d));
        }
    }
    if new.len() == 1 {
        let (s, d) = new[0];
        if s.is_constant(1) {
            Layout::raw(Int(S1), Int(S0))
        } else {
            Layout::raw(Int(s), Int(d))
        }
    } else {
        let (s, d): (Vec<_>, Vec<_>) = new.into_iter().map(|(s, d)| (Int(s), Int(d))).unzip();
        Layout::raw(Tuple(s), Tuple(d))
    }
}
