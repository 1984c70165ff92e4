//! Views of a tensor through a rearranged layout, CuTe's tensor overloads of the layout
//! functions: `flatten`, `coalesce`, `filter_zeros`, `group_modes`, `take`, `select` and
//! `unflatten`. Each is
//! the same storage from the same first element, the layout replaced by the layout function's
//! result (which reaches only offsets the tensor's layout reaches).

use super::engine::Engine;
use super::Tensor;

impl<E: Engine, L: crate::AnyLayout> Tensor<E, L> {
    /// This tensor's storage through another layout of its offsets.
    fn relaid<L2>(&self, layout: L2) -> Tensor<E::View<'_>, L2> {
        Tensor::from_parts_at(self.engine.view_data(0), layout, self.origin)
    }

    /// CuTe's `flatten(tensor)`: the view whose layout has every leaf as a top-level mode.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], <layout!(((2,3),4):((1,2),6))>::new()).unwrap();
    /// let f = t.flatten();
    /// assert_eq!(f.layout().to_string(), "(_2,_3,_4):(_1,_2,_6)");
    /// assert_eq!(f[(1usize, 2usize, 3usize)], 23);
    /// ```
    pub fn flatten(&self) -> Tensor<E::View<'_>, crate::Flatten<L>>
    where
        L: crate::FlattenOp,
    {
        self.relaid(crate::FlattenOp::apply(self.layout))
    }

    /// CuTe's `coalesce(tensor)`: the view whose layout has the fewest modes that give the same
    /// element at each index.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], <layout!(((2,3),4):((1,2),6))>::new()).unwrap();
    /// assert_eq!(t.coalesce().layout().to_string(), "_24:_1");
    /// ```
    pub fn coalesce(&self) -> Tensor<E::View<'_>, crate::Coalesce<L>>
    where
        L: crate::CoalesceOp,
    {
        self.relaid(crate::CoalesceOp::apply(self.layout))
    }

    /// CuTe's `filter_zeros(tensor)`: the view whose stride-0 modes have extent 1, so that
    /// each element is visited once (an epilogue's view of a broadcast source).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..8).collect();
    /// let t = make_tensor(&data[..], make_layout!(((_2,_3),_4,_2):((_0,_0),_2,_1))).unwrap();
    /// // CuTe: ((_1,_1),_4,_2):((_0,_0),_2,_1)
    /// assert_eq!(t.filter_zeros().layout().to_string(), "((_1,_1),_4,_2):((_0,_0),_2,_1)");
    /// ```
    pub fn filter_zeros(&self) -> Tensor<E::View<'_>, crate::FilterZeros<L>>
    where
        L: crate::FilterZerosOp,
    {
        self.relaid(crate::FilterZerosOp::filter_zeros(&self.layout))
    }

    /// CuTe's `group_modes<B, E>(tensor)`: the view whose modes `B..E` are one mode.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], <layout!((2,4,3))>::new()).unwrap();
    /// assert_eq!(t.group_modes::<U0, U2>().layout().to_string(), "((_2,_4),_3):((_1,_2),_8)");
    /// ```
    pub fn group_modes<B, End>(
        &self,
    ) -> Tensor<E::View<'_>, <L as crate::GroupModesOp<B, End>>::Output>
    where
        L: crate::GroupModesOp<B, End>,
    {
        self.relaid(crate::GroupModesOp::group_modes(self.layout))
    }

    /// CuTe's `take<B, E>(tensor)`: the view of the modes `B..E` (the other modes at their
    /// first coordinate).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], <layout!((2,4,3))>::new()).unwrap();
    /// assert_eq!(t.take::<U1, U3>().layout().to_string(), "(_4,_3):(_2,_8)");
    /// ```
    pub fn take<B, End>(&self) -> Tensor<E::View<'_>, <L as crate::TakeOp<B, End>>::Output>
    where
        L: crate::TakeOp<B, End>,
    {
        self.relaid(crate::TakeOp::take(self.layout))
    }

    /// CuTe's `select<I...>(tensor)`: the view of the modes of the index tuple `I`, in its
    /// order.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], <layout!((2,4,3))>::new()).unwrap();
    /// let s = t.select::<(U2, U0)>();
    /// assert_eq!(s.layout().to_string(), "(_3,_2):(_8,_1)");
    /// assert_eq!(s[(2usize, 1usize)], 17);
    /// ```
    pub fn select<I>(&self) -> Tensor<E::View<'_>, <L as crate::SelectOp<I>>::Output>
    where
        L: crate::SelectOp<I>,
    {
        self.relaid(crate::SelectOp::select(self.layout))
    }

    /// CuTe's `unflatten(tensor, profile)`: the view whose modes are regrouped as the profile
    /// nests ([`UnflattenOp`](crate::UnflattenOp)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], <layout!((2,4,3))>::new()).unwrap();
    /// let u = t.unflatten(make_shape!((_1, (_1, _1))));
    /// assert_eq!(u.layout().to_string(), "(_2,(_4,_3)):(_1,(_2,_8))");
    /// ```
    pub fn unflatten<P>(
        &self,
        profile: P,
    ) -> Tensor<E::View<'_>, <L as crate::UnflattenOp<P>>::Output>
    where
        L: crate::UnflattenOp<P>,
    {
        self.relaid(crate::UnflattenOp::unflatten(self.layout, profile))
    }
}
