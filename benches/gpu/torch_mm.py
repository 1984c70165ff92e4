# cuBLAS through PyTorch (torch.mm, float32, TF32 off), timed like bench.cu: CUDA events,
# median of 30 launches after 5 warm-up launches.
import torch
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
for (m, n, k, label) in [(1024, 1024, 1024, "1024^3"), (4096, 4096, 4096, "4096^3"),
                         (4000, 4000, 4000, "4000^3 (not a tile multiple)"), (8192, 8192, 8192, "8192^3")]:
    a = torch.randn(m, k, device="cuda"); b = torch.randn(k, n, device="cuda")
    for _ in range(5): torch.mm(a, b)
    torch.cuda.synchronize()
    ts = []
    for _ in range(30):
        s = torch.cuda.Event(enable_timing=True); e = torch.cuda.Event(enable_timing=True)
        s.record(); torch.mm(a, b); e.record(); e.synchronize(); ts.append(s.elapsed_time(e))
    ms = sorted(ts)[len(ts) // 2]
    print(f"ROW|sgemm {label}|torch.mm (cuBLAS, TF32 off)|{ms:.4f}|{2*m*n*k/1e9/(ms/1e3):.1f} GFLOP/s|-")
# Half precision: torch.mm of f16 matrices (f16 out; cuBLAS accumulates in f32), A (M x K)
# times B^T with B (N x K) row-major, as the HGEMM rows of bench.cu.
for (m, n, k, label) in [(1024, 1024, 1024, "1024^3"), (4096, 4096, 4096, "4096^3"),
                         (4000, 4000, 4000, "4000^3 (not a tile multiple)"),
                         (4096, 4096, 256, "4096x4096x256"), (8192, 8192, 8192, "8192^3")]:
    a = torch.randn(m, k, device="cuda", dtype=torch.float16)
    b = torch.randn(n, k, device="cuda", dtype=torch.float16)
    bt = b.t()
    for _ in range(5): torch.mm(a, bt)
    torch.cuda.synchronize()
    ts = []
    for _ in range(30):
        s = torch.cuda.Event(enable_timing=True); e = torch.cuda.Event(enable_timing=True)
        s.record(); torch.mm(a, bt); e.record(); e.synchronize(); ts.append(s.elapsed_time(e))
    ms = sorted(ts)[len(ts) // 2]
    print(f"ROW|hgemm {label}|torch.mm (f16 in and out)|{ms:.4f}|{2*m*n*k/1e9/ms:.1f} TFLOP/s|-")
