# cuBLAS through PyTorch (torch.mm), timed like bench.cu: CUDA events, median of 30 launches
# after 5 warm-up launches. float32 with TF32 off (the SGEMM rows), and f16 by f16 into f16
# (the HGEMM rows; cuBLAS accumulates in f32), A (M x K) times B^T with B (N x K) row-major.
import torch
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False


def median_ms(a, b):
    for _ in range(5): torch.mm(a, b)
    torch.cuda.synchronize()
    ts = []
    for _ in range(30):
        s = torch.cuda.Event(enable_timing=True); e = torch.cuda.Event(enable_timing=True)
        s.record(); torch.mm(a, b); e.record(); e.synchronize(); ts.append(s.elapsed_time(e))
    return sorted(ts)[len(ts) // 2]


for (m, n, k, label) in [(1024, 1024, 1024, "1024^3"), (4096, 4096, 4096, "4096^3"),
                         (4000, 4000, 4000, "4000^3 (not a tile multiple)"), (8192, 8192, 8192, "8192^3")]:
    ms = median_ms(torch.randn(m, k, device="cuda"), torch.randn(k, n, device="cuda"))
    print(f"ROW|sgemm {label}|torch.mm (cuBLAS, TF32 off)|{ms:.4f}|{2*m*n*k/1e9/(ms/1e3):.1f} GFLOP/s|-")
for (m, n, k, label) in [(1024, 1024, 1024, "1024^3"), (4096, 4096, 4096, "4096^3"),
                         (4000, 4000, 4000, "4000^3 (not a tile multiple)"),
                         (4096, 4096, 256, "4096x4096x256"), (8192, 8192, 8192, "8192^3")]:
    a = torch.randn(m, k, device="cuda", dtype=torch.float16)
    b = torch.randn(n, k, device="cuda", dtype=torch.float16)
    ms = median_ms(a, b.t())
    print(f"ROW|hgemm {label}|torch.mm (f16 in and out)|{ms:.4f}|{2*m*n*k/1e9/ms:.1f} TFLOP/s|-")
