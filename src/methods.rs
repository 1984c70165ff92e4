//! The algebra as methods: one trait, [`LayoutAlgebra`], that every kind of layout has, whose
//! methods are made from the registry of operations (`algebra::registry`). It sits above the
//! operations' layers so that one list of methods covers all of them; each method is the
//! operation's trait (`*Op`, the bound) called through its hidden `apply`.
//!
//! A method is available on every layout value, and its `where Self: *Op<..>` bound is checked
//! at the call: a layout that breaks the operation's rule gets the same first error as the
//! alias form (`LeftInverse<A>`), naming the operation and the rule, instead of "method exists
//! but trait bounds were not satisfied".

use crate::tensor::local::no_such_thread;
use crate::{LayoutLike, LocalPartitionOp, LocalTileOp};

/// Writes the methods of [`LayoutAlgebra`] from the registry's table: for each operation, the
/// plain method and its `try_` form.
macro_rules! algebra_methods {
    ($($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {
        /// The layout algebra as methods of layout values: CuTe's functions, `f(a, b)` written
        /// `a.f(b)`, for static layouts, layouts with run-time leaves and swizzled layouts
        /// alike. In scope with `use cute_layout::prelude::*`.
        ///
        /// Every method has the bound of its operation's trait (`Self: LogicalDivideOp<T>` for
        /// [`logical_divide`](LayoutAlgebra::logical_divide)), whose page states the rule;
        /// its result type is the operation's alias ([`LogicalDivide<Self, T>`](crate::LogicalDivide)).
        /// A call that breaks the rule with static values is a compile error naming the
        /// operation and the rule. Run-time values: each plain method is unchecked as in CuTe,
        /// except that in debug builds a run-time arithmetic error (a division by zero, an
        /// overflow) panics with the operation and the rule, as Rust's integer overflow does;
        /// release builds then return a layout whose affected leaves are meaningless (a
        /// division by zero gives 0), never undefined behaviour. Each `try_` method returns
        /// that error as an [`Err`], and also checks the operation's post-condition where the
        /// operation has one (e.g. composition's `R(c) == A(B(c))`).
        ///
        /// ```
        /// use cute_layout::prelude::*;
        ///
        /// // Static: the result is a zero-sized value; its type is the alias.
        /// let a = <layout!((8,16):(16,1))>::new();
        /// let z: ZippedDivide<layout!((8,16):(16,1)), shape!((4,4))> = a.zipped_divide(make_shape!((_4, _4)));
        /// assert_eq!(z.to_string(), "((_4,_4),(_2,_4)):((_16,_1),(_64,_4))");
        ///
        /// // Run-time leaves: the same method, computed at run time.
        /// let m = std::hint::black_box(300usize);
        /// let b = make_layout!((m, _64):(_1, m));
        /// assert_eq!(b.logical_divide(make_shape!((_32, _8))).to_string(), "((_32,10),(_8,_8)):((_1,_32),(300,2400))");
        /// assert!(b.try_logical_divide(make_shape!((0usize, _8))).is_err());
        ///
        /// // Generic code: the operation's trait is the bound.
        /// fn blocks<L: ZippedDivideOp<T>, T>(l: L, t: T) -> ZippedDivide<L, T> {
        ///     l.zipped_divide(t)
        /// }
        /// assert_eq!(blocks(a, make_shape!((_8, _8))).to_string(), "((_8,_8),(_1,_2)):((_16,_1),(_0,_8))");
        /// ```
        ///
        /// A method whose rule fails names it:
        ///
        /// ```compile_fail
        /// use cute_layout::prelude::*;
        /// let n = std::hint::black_box(8usize);
        /// // error[E0277]: left_inverse: ... requires static strides
        /// let _ = make_layout!((4, 8):(n, _1)).left_inverse();
        /// ```
        pub trait LayoutAlgebra: LayoutLike {
            $(algebra_methods!(@method $name $try $tr $alias $($arg)?);)*

            /// CuTe's `local_tile(layout, tiler, coord)`: the tile at `coord` of the grid of
            /// tiles of `tiler`, and the offset where it starts. [`LocalTileOp`] states the
            /// rule; [`LocalTile<Self, T, C>`](crate::LocalTile) is the tile's layout.
            ///
            /// # Panics
            /// If `coord` is outside the grid of tiles (CuTe does not check; it would give
            /// another tile's offset); [`try_local_tile`](LayoutAlgebra::try_local_tile)
            /// returns an `Err`.
            #[track_caller]
            fn local_tile<T, C>(self, tiler: T, coord: C) -> (crate::LocalTile<Self, T, C>, usize)
            where
                Self: LocalTileOp<T, C>,
            {
                match self.tile_at(tiler, coord) {
                    Ok(t) => t,
                    Err(e) => panic!("{e}"),
                }
            }
            /// [`local_tile`](LayoutAlgebra::local_tile), with an [`Err`] for a coordinate
            /// outside the grid of tiles.
            fn try_local_tile<T, C>(
                self,
                tiler: T,
                coord: C,
            ) -> Result<(crate::LocalTile<Self, T, C>, usize), crate::dynamic::Error>
            where
                Self: LocalTileOp<T, C>,
            {
                self.tile_at(tiler, coord)
            }
            /// CuTe's `layout.with_shape(shape)`: the layout seen through the compact
            /// column-major layout of `shape` (`composition(self, make_layout(shape))`).
            ///
            /// ```
            /// use cute_layout::prelude::*;
            /// let l = <layout!((4,8):(8,1))>::new();
            /// assert_eq!(l.with_shape(make_shape!((_8, _4))).to_string(), "((_4,_2),_4):((_8,_1),_2)");
            /// let (n, m) = (std::hint::black_box(8usize), 16usize);
            /// let d = make_layout!((_4, n):(n, _1));
            /// assert_eq!(d.with_shape(make_shape!((_2, m))).to_string(), "(_2,(2,8)):(8,(16,_1))");
            /// ```
            fn with_shape<S>(
                self,
                shape: S,
            ) -> crate::Composition<Self, <S as crate::MakeLayoutLeftOp>::Output>
            where
                S: crate::MakeLayoutLeftOp,
                Self: crate::CompositionOp<<S as crate::MakeLayoutLeftOp>::Output>,
            {
                crate::CompositionOp::apply(self, crate::make_layout_left(shape))
            }
            /// CuTe's member `layout.compose(tiler)`: [`composition`](LayoutAlgebra::composition)
            /// of the layout with a tiler (a layout, a shape, or a tile of either, e.g.
            /// `make_tile!(layout, _)`), CuTe's `composition(layout, make_tile(...))`.
            ///
            /// ```
            /// use cute_layout::prelude::*;
            /// let l = <layout!((4,8):(8,1))>::new();
            /// let t = l.compose(make_tile!(<layout!((2,2))>::new(), _));
            /// assert_eq!(t.to_string(), "((_2,_2),_8):((_8,_16),_1)");
            /// ```
            fn compose<T>(self, tiler: T) -> crate::Composition<Self, T>
            where
                Self: crate::CompositionOp<T>,
            {
                crate::CompositionOp::apply(self, tiler)
            }
            /// CuTe's member `layout.tile(tiler)`: [`tiled_divide`](LayoutAlgebra::tiled_divide)
            /// by the tiler, `((tile), rest0, rest1, ...)`.
            ///
            /// ```
            /// use cute_layout::prelude::*;
            /// let l = <layout!((4,8):(8,1))>::new();
            /// assert_eq!(l.tile(make_shape!((_2, _4))).to_string(), "((_2,_4),_2,_2):((_8,_1),_16,_4)");
            /// ```
            fn tile<T>(self, tiler: T) -> crate::TiledDivide<Self, T>
            where
                Self: crate::TiledDivideOp<T>,
            {
                crate::TiledDivideOp::apply(self, tiler)
            }
            /// CuTe's `max_common_vector(self, b)` as CuTe prints it, a constant (`_8`): how
            /// many elements `self` and `b` both hold contiguously.
            /// [`MaxCommonVectorOp`](crate::MaxCommonVectorOp) states the rule.
            ///
            /// ```
            /// use cute_layout::prelude::*;
            /// let (a, b) = (<layout!((8,4):(1,8))>::new(), <layout!((8,4):(1,16))>::new());
            /// assert_eq!(a.max_common_vector(b).to_string(), "_8");
            /// assert_eq!(a.max_common_layout(b).to_string(), "_8:_1");
            /// ```
            fn max_common_vector<B>(self, b: B) -> cute_layout_dynamic::Leaf
            where
                Self: crate::MaxCommonVectorOp<B>,
            {
                let _ = b;
                let n = <crate::MaxCommonVector<Self, B> as typenum::Unsigned>::I64;
                cute_layout_dynamic::Leaf::new_static(n)
            }
            /// CuTe's `max_common_layout(self, b)` of static layouts: the layout, in `b`'s
            /// domain, of the elements both hold contiguously.
            /// [`MaxCommonLayoutOp`](crate::MaxCommonLayoutOp) states the rule.
            fn max_common_layout<B>(self, b: B) -> crate::MaxCommonLayout<Self, B>
            where
                Self: crate::MaxCommonLayoutOp<B>,
                crate::MaxCommonLayout<Self, B>: Default,
            {
                let _ = b;
                Default::default()
            }
            /// CuTe's `upcast<N>(layout)`: the layout of elements `N` times wider (a typenum
            /// factor, `l.upcast::<U2>()`). [`UpcastOp`](crate::swizzle::UpcastOp) states the
            /// rule; [`Upcast<Self, N>`](crate::swizzle::Upcast) is the result.
            ///
            /// ```
            /// use cute_layout::prelude::*;
            /// let halves = <layout!((8,64):(64,1))>::new();
            /// assert_eq!(halves.upcast::<U8>().to_string(), "(_8,_8):(_8,_1)");
            /// assert_eq!(halves.downcast::<U2>().to_string(), "(_8,_128):(_128,_1)");
            /// ```
            fn upcast<N>(self) -> crate::swizzle::Upcast<Self, N>
            where
                Self: crate::swizzle::UpcastOp<N>,
            {
                crate::swizzle::upcast::<N, Self>(self)
            }
            /// CuTe's `downcast<N>(layout)`: the layout of elements `N` times narrower.
            /// [`DowncastOp`](crate::swizzle::DowncastOp) states the rule;
            /// [`Downcast<Self, N>`](crate::swizzle::Downcast) is the result.
            fn downcast<N>(self) -> crate::swizzle::Downcast<Self, N>
            where
                Self: crate::swizzle::DowncastOp<N>,
            {
                crate::swizzle::downcast::<N, Self>(self)
            }
            /// CuTe's `local_partition(layout, thr, thread)`: the elements thread `thread` (a
            /// run-time index) of the thread layout `thr` owns, and the offset where they
            /// start. [`LocalPartitionOp`] states the rule;
            /// [`LocalPartition<Self, Thr>`](crate::LocalPartition) is the partition's layout.
            ///
            /// # Panics
            /// If `thread >= size(thr)`;
            /// [`try_local_partition`](LayoutAlgebra::try_local_partition) returns an `Err`.
            #[track_caller]
            fn local_partition<Thr>(
                self,
                thr: Thr,
                thread: usize,
            ) -> (crate::LocalPartition<Self, Thr>, usize)
            where
                Self: LocalPartitionOp<Thr>,
            {
                let threads = Self::threads(&thr);
                match self.partition_at(thr, thread) {
                    Some(p) => p,
                    None => panic!("{}", no_such_thread(thread, threads)),
                }
            }
            /// [`local_partition`](LayoutAlgebra::local_partition), with an [`Err`] for a
            /// thread outside the thread layout.
            fn try_local_partition<Thr>(
                self,
                thr: Thr,
                thread: usize,
            ) -> Result<(crate::LocalPartition<Self, Thr>, usize), crate::dynamic::Error>
            where
                Self: LocalPartitionOp<Thr>,
            {
                let threads = Self::threads(&thr);
                self.partition_at(thr, thread)
                    .ok_or_else(|| no_such_thread(thread, threads))
            }
        }
    };
    (@method $name:ident $try:ident $tr:ident $alias:ident $arg:ident) => {
        #[doc = concat!(
            "CuTe's `", stringify!($name), "(self, ", stringify!($arg), ")`. [`",
            stringify!($tr), "`](crate::", stringify!($tr), ") states the rule and the result ",
            "type is [`", stringify!($alias), "<Self, T>`](crate::", stringify!($alias),
            "). Unchecked at run time in release builds (see the trait's docs)."
        )]
        #[inline(always)]
        #[track_caller]
        fn $name<T>(self, $arg: T) -> crate::$alias<Self, T>
        where
            Self: crate::$tr<T>,
        {
            <Self as crate::$tr<T>>::apply(self, $arg)
        }
        #[doc = concat!(
            "`", stringify!($name), "` with its run-time arithmetic and post-condition ",
            "checked: an [`Err`] naming the operation and the rule."
        )]
        #[inline(always)]
        fn $try<T>(self, $arg: T) -> Result<crate::$alias<Self, T>, crate::dynamic::Error>
        where
            Self: crate::$tr<T>,
        {
            <Self as crate::$tr<T>>::try_apply(self, $arg)
        }
    };
    (@method $name:ident $try:ident $tr:ident $alias:ident) => {
        #[doc = concat!(
            "CuTe's `", stringify!($name), "(self)`. [`", stringify!($tr), "`](crate::",
            stringify!($tr), ") states the rule and the result type is [`",
            stringify!($alias), "<Self>`](crate::", stringify!($alias), ")."
        )]
        #[inline(always)]
        #[track_caller]
        fn $name(self) -> crate::$alias<Self>
        where
            Self: crate::$tr,
        {
            <Self as crate::$tr>::apply(self)
        }
        #[doc = concat!(
            "`", stringify!($name), "` with its run-time arithmetic and post-condition ",
            "checked: an [`Err`] naming the operation and the rule."
        )]
        #[inline(always)]
        fn $try(self) -> Result<crate::$alias<Self>, crate::dynamic::Error>
        where
            Self: crate::$tr,
        {
            <Self as crate::$tr>::try_apply(self)
        }
    };
}
crate::algebra::registry::operations!(algebra_methods);

impl<T: LayoutLike> LayoutAlgebra for T {}
