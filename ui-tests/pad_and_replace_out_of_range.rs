// append<N>/prepend<N> to a rank below the layout's, and replace<I> past its last mode: each
// error names the operation and the numbers in decimal, as a method, a trait call and a bound.
use cute_layout::prelude::*;
use cute_layout::typenum::U5;

type L = layout!((4,8,2):(1,4,32));
type One = layout!(1:0);

fn pad_to_two<A: AppendToOp<U2, One>>(a: A) -> A::Output {
    a.append_to(One::new())
}

fn main() {
    let _ = L::new().append_to::<U2, _>(One::new());
    let _ = L::new().prepend_to::<U1, _>(One::new());
    let _ = L::new().replace::<U3, _>(One::new());
    let _ = ReplaceOp::<U5, One>::replace(L::new(), One::new());
    let _ = pad_to_two(L::new());
}
