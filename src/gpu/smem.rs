//! Shared-memory layouts inside kernels: a plain static layout, or CuTe's swizzled
//! `Sw<B,M,S> o _0 o L` (what `tile_to_shape` of a swizzle atom gives). A kernel partitions the
//! inner layout `L` like any other (thread starts, parts, tile grids) and applies the swizzle
//! to the sum, which is how CuTe evaluates a composed layout with offset 0.
// `#[cube]` expands each trait and impl into items of its own, which carry no docs.
#![allow(missing_docs)]

use core::marker::PhantomData;

use cubecl::prelude::*;
use typenum::Unsigned;

use super::{offset2, offset3, GpuLayout, GpuLayout2, GpuLayout3};
use crate::int::StaticInt;
use crate::layout::{Layout, StaticLayout};
use crate::swizzle::{ComposedLayout, Swizzle};

/// A swizzle a kernel applies to shared-memory offsets: CuTe's `Swizzle<B, M, S>` with
/// `S >= 0`, `x ^ ((x & yyy_mask) >> S)`, its masks literals of the generated code.
#[cube]
pub trait GpuSwizzle: SwizzleBits + 'static + Send + Sync {
    /// The swizzled offset of `x`.
    fn apply(x: u32) -> u32;
}

/// The bits of a [`GpuSwizzle`], for decisions taken while the kernel is expanded.
#[doc(hidden)]
pub trait SwizzleBits {
    /// The source bits, `((1 << B) - 1) << (M + S)`.
    const YYY: u32;
    /// The shift `S` from the source bits to the target bits.
    const SHIFT: u32;
    /// The bits `swizzle(x)` can have when `x` has only the bits `bits`.
    fn image_bits(bits: u32) -> u32 {
        bits | ((bits & Self::YYY) >> Self::SHIFT)
    }
}

impl<B: Unsigned, M: Unsigned, S: StaticInt> SwizzleBits for Swizzle<B, M, S> {
    const YYY: u32 = {
        assert!(
            S::VALUE >= 0,
            "GpuSwizzle: shared-memory swizzles shift right (S >= 0)"
        );
        ((1u32 << B::U32) - 1) << (M::U32 + S::VALUE as u32)
    };
    const SHIFT: u32 = S::VALUE as u32;
}

#[cube]
impl<
        B: Unsigned + Send + Sync + 'static,
        M: Unsigned + Send + Sync + 'static,
        S: StaticInt + Send + Sync,
    > GpuSwizzle for Swizzle<B, M, S>
{
    fn apply(x: u32) -> u32 {
        x ^ ((x & comptime!(<Swizzle<B, M, S> as SwizzleBits>::YYY))
            >> comptime!(<Swizzle<B, M, S> as SwizzleBits>::SHIFT))
    }
}

/// How a thread's swizzled addresses split into a part computed once and a constant
/// ([`SwizzledPart`]).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Split {
    /// `swizzle(start + c) = swizzle(start) + swizzle(c)`: the constant folds into the
    /// instruction's offset.
    Add,
    /// `swizzle(start + c) = (swizzle(start) ^ swizzle(c & mask)) + swizzle(c & !mask)`: the
    /// constants' bits in `mask` reach bits of the swizzled starts, so they are XORed in (one
    /// XOR per distinct `c & mask`, shared by the elements that have it, e.g. one per k block of
    /// an `ldmatrix` part); the other bits fold into the instruction's offset.
    Xor {
        /// The constants' bits that are XORed in.
        mask: u32,
    },
    /// Neither: each address is swizzled in full.
    Full,
}

/// CuTe's split of a swizzled offset into run-time and static bits (its `MixedBits`), decided
/// from the bits the thread starts and the constants can have. Adding two numbers without
/// common bits is their XOR, and a swizzle is linear over XOR: when no start shares a bit
/// with any constant, `swizzle(start + c) = swizzle(start) ^ swizzle(c)`. The XOR is an
/// addition for the constants' bits whose swizzled image shares no bit with the swizzled
/// starts or with the image of the bits that are XORed; the others (`mask`, grown until no
/// further bit reaches them) are XORed.
fn split_of<Sw: SwizzleBits>(starts: u32, constants: u32) -> Split {
    if starts & constants != 0 {
        return Split::Full;
    }
    let mut mask = 0u32;
    loop {
        let taken = Sw::image_bits(starts) | Sw::image_bits(mask);
        let reaching = (0..32)
            .map(|b| 1u32 << b)
            .filter(|&bit| constants & bit != 0 && mask & bit == 0)
            .filter(|&bit| Sw::image_bits(bit) & taken != 0)
            .fold(0u32, |acc, bit| acc | bit);
        if reaching == 0 {
            break;
        }
        mask |= reaching;
    }
    if mask == 0 {
        Split::Add
    } else {
        Split::Xor { mask }
    }
}

/// The bits the thread starts `Thr(t, 0)` can have.
fn start_bits<Thr: StaticLayout>() -> u32 {
    let d = Thr::to_dynamic().mode(0).expect("a thread mode");
    d.offsets().fold(0u32, |acc, x| acc | x as u32)
}

/// The bits the constants `Part(0, i, j) + s * stage` can have, `s < stages`.
fn constant_bits<Part: StaticLayout>(stages: u32, stage: u32) -> u32 {
    let d = Part::to_dynamic();
    let (m1, m2) = (
        d.mode(1).expect("a mode of tiles"),
        d.mode(2).expect("a mode of tiles"),
    );
    let mut bits = 0u32;
    for a in m1.offsets() {
        for b in m2.offsets() {
            for s in 0..stages {
                bits |= (a + b) as u32 + s * stage;
            }
        }
    }
    bits
}

/// A thread's part of a swizzled shared-memory tile (`S` = [`SmemLayout`]): the thread starts
/// at `Thr(t, 0)` of the inner layout (`CopyThreads`, `MmaThreads*`) and its elements are the
/// part `Part(v, i, j)` from there, plus a stage offset. The thread's swizzled start is
/// computed once ([`SwizzledPart::new`]); each element then costs an addition of a constant
/// (or an XOR), as CuTe's swizzled partitions do, when no start shares a bit with a constant;
/// otherwise each address is swizzled in full.
#[derive(CubeType, Clone, Copy)]
pub struct SwizzledPart<
    S: SmemLayout,
    Thr: GpuLayout2 + StaticLayout,
    Part: GpuLayout3 + StaticLayout,
> {
    /// `swizzle(start)`, or `start` when the addresses are swizzled in full.
    base: u32,
    #[cube(comptime)]
    split: Split,
    /// The bits any address of the part can have.
    #[cube(comptime)]
    bits: u32,
    #[cube(comptime)]
    marker: PhantomData<(S, Thr, Part)>,
}

#[cube]
impl<S: SmemLayout, Thr: GpuLayout2 + StaticLayout, Part: GpuLayout3 + StaticLayout>
    SwizzledPart<S, Thr, Part>
{
    /// Thread `t`'s part; `stages` stages of `stage` elements each follow the first.
    pub fn new(
        t: u32,
        #[comptime] stages: u32,
        #[comptime] stage: u32,
    ) -> SwizzledPart<S, Thr, Part> {
        // The starts are `Thr(t, 0)`, the constants `Part(0, i, j)` plus a stage's offset.
        let (starts, constants) =
            comptime!((start_bits::<Thr>(), constant_bits::<Part>(stages, stage)));
        let split = comptime!(split_of::<S::Swizzle>(starts, constants));
        let bits = comptime!(<S::Swizzle as SwizzleBits>::image_bits(starts | constants));
        let start = offset2::<Thr>(t, 0u32);
        let base = if comptime!(split == Split::Full) {
            start
        } else {
            <S::Swizzle as GpuSwizzle>::apply(start)
        };
        SwizzledPart::<S, Thr, Part> {
            base,
            split,
            bits,
            marker: PhantomData,
        }
    }

    /// Where element `(v, i, j)` of stage `s` is.
    pub fn at(&self, v: u32, i: u32, j: u32, s: u32) -> u32 {
        self.shifted_at(v, i, j, s, 0u32)
    }

    /// [`at`](Self::at) in units of `unit` elements (a power of two), the index into an array
    /// of vectors of `unit` values: every address of the part must be a multiple of `unit`
    /// (checked when the kernel is expanded). Each term is divided on its own, so the
    /// constant term stays a constant of the generated code.
    pub fn index(&self, v: u32, i: u32, j: u32, s: u32, #[comptime] unit: u32) -> u32 {
        comptime!(assert!(
            unit.is_power_of_two() && self.bits & (unit - 1) == 0,
            "SwizzledPart::index: an address of the part is not a multiple of the unit"
        ));
        self.shifted_at(v, i, j, s, comptime!(unit.trailing_zeros()))
    }

    /// `at(v, i, j, s) >> shift`, each term shifted on its own (exact: the low `shift` bits
    /// of every term are zero).
    fn shifted_at(&self, v: u32, i: u32, j: u32, s: u32, #[comptime] shift: u32) -> u32 {
        let c = offset3::<Part>(v, i, j) + s * comptime!(S::COSIZE as u32);
        let mask = comptime!(match self.split {
            Split::Xor { mask } => mask,
            _ => 0u32,
        });
        if comptime!(self.split == Split::Add) {
            (self.base >> shift) + (<S::Swizzle as GpuSwizzle>::apply(c) >> shift)
        } else if comptime!(mask != 0) {
            ((self.base >> shift) ^ (<S::Swizzle as GpuSwizzle>::apply(c & mask) >> shift))
                + (<S::Swizzle as GpuSwizzle>::apply(c & comptime!(!mask)) >> shift)
        } else {
            <S::Swizzle as GpuSwizzle>::apply(self.base + c) >> shift
        }
    }
}

/// A static shared-memory layout split into the layout a kernel partitions and the swizzle
/// it applies to the offsets: `Sw<B,M,S> o _0 o L` gives `L` and `Sw<B,M,S>`, a plain layout
/// gives itself and the identity `Sw<0,0,0>`.
pub trait SmemLayout: Send + Sync + 'static {
    /// The layout under the swizzle.
    type Inner: GpuLayout + StaticLayout;
    /// The swizzle.
    type Swizzle: GpuSwizzle;
    /// How many elements the layout spans (`cosize`): the size of one buffer.
    const COSIZE: usize = <Self::Inner as StaticLayout>::COSIZE;
}

impl<S: Send + Sync + 'static, D: Send + Sync + 'static> SmemLayout for Layout<S, D>
where
    Self: GpuLayout + StaticLayout,
{
    type Inner = Self;
    type Swizzle = Swizzle<typenum::U0, typenum::U0, typenum::U0>;
}

impl<B, M, S, L> SmemLayout for ComposedLayout<Swizzle<B, M, S>, typenum::U0, L>
where
    Swizzle<B, M, S>: GpuSwizzle,
    L: GpuLayout + StaticLayout,
    B: Send + Sync + 'static,
    M: Send + Sync + 'static,
    S: Send + Sync + 'static,
{
    type Inner = L;
    type Swizzle = Swizzle<B, M, S>;
}
