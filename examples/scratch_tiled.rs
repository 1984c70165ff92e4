use cute_layout::atom::*;
use cute_layout::prelude::*;
use cute_layout::typenum::*;

type Atom = SM80_16x8x16_F32F16F16F32_TN;
type Thr = <Atom as MmaAtom>::ThrID;
type AL = layout!((2,2,1):(1,2,0));
type Vmnk = TiledProduct<Thr, AL>;
// tile sizes: M = 16*2, N = 8*2, K = 16*1
type RefA = layout!((32,16):(1,32));
type TT = tile!(32, 16);
type TTensor = LogicalDivide<RefA, TT>;
type ATile = tile!(16:1, 16:1);
type ATensor = ZippedDivide<TTensor, ATile>;
type TvTensor = Composition<ATensor, (<Atom as MmaAtom>::ALayout, Underscore)>;
type ThrTile = (Underscore, (Layout<U2, U1>, Layout<U1, U1>));
type ThrTensor = ZippedDivide<TvTensor, ThrTile>;

fn main() {
    println!("vmnk {}", Vmnk::default());
    println!("tt {}", TTensor::default());
    println!("at {}", ATensor::default());
    println!("tv {}", TvTensor::default());
    println!("thr {}", ThrTensor::default());
    more();
}
type ATileT = (Underscore, (layout!((2,2):(1,0)), Underscore));
type Step1 = Composition<ThrTensor, (ATileT, Underscore)>;
type Both = MakeLayout<(Vmnk, Complement<Vmnk>)>;
type Inv = RightInverse<Both>;
type T2T = Composition<layout!((128,1):(1,0)), Inv>;
type LayoutA = Composition<Step1, (T2T, Underscore)>;
pub fn more() {
    println!("step1 {}", Step1::default());
    println!("both {}", Both::default());
    println!("inv {}", Inv::default());
    println!("t2t {}", T2T::default());
    println!("A {}", LayoutA::default());
}
