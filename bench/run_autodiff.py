#!/usr/bin/env python3
"""Autodiff agreement and speed: a 784-256-10 MLP under minitf and PyTorch.

Usage: python3 bench/run_autodiff.py [--minitf build/bin/minitf] [--steps N]

Both sides build the same float32 MLP (ReLU hidden layer, sparse softmax
cross-entropy, batch 128) from the same deterministic formula for the data and
weights, and compute the gradients of the mean loss with respect to the four
parameters: minitf with tf.GradientTape, eagerly and inside tf.function,
PyTorch with autograd (Debian's python3-torch under /usr/bin/python3). It
prints, for each parameter, the largest difference relative to the tensor's
largest magnitude (issue #15 asks for at most 1e-4), then the milliseconds of
one forward+backward step on each side, measured in the same minute, and the
ratios minitf/PyTorch (goals: traced <= 0.7, eager <= 1.0), the time of the
step's two large matrix products alone on each side (the floor both steps
share), and the value and time of the gradient of a 1000-step scalar loop
(tf.while_loop inside tf.function against a Python loop under autograd).
Figures only: the
exit status is 0 unless a side fails to run.
"""
import argparse
import ast
import os

from peer_snippets import paste, run_program

BATCH, IN, HIDDEN, OUT = 128, 784, 256, 10
# Steps of the scalar loop whose gradient is timed: x <- x + 0.001 sin(x).
LOOP_STEPS = 1000
# The agreement issue #15 asks for, relative to each gradient's largest magnitude.
TOLERANCE = 1e-4
GOAL_TRACED, GOAL_EAGER = 0.7, 1.0

# The same data and weights on both sides: peer_snippets' table() (an integer
# hash evaluated exactly), pasted at %(TABLE)s; the timing loop at %(TIMED)s.
MINITF_PROGRAM = r'''
import time
import tensorflow as tf

%(TABLE)s
x = table(%(B)d, %(I)d, 7, 97, 2.0)
y = tf.range(%(B)d) %% %(O)d
w1 = tf.Variable(table(%(I)d, %(H)d, 31, 101, 0.1))
b1 = tf.Variable(tf.reshape(table(1, %(H)d, 17, 23, 0.1), [%(H)d]))
w2 = tf.Variable(table(%(H)d, %(O)d, 13, 29, 0.2))
b2 = tf.Variable(tf.reshape(table(1, %(O)d, 5, 11, 0.1), [%(O)d]))
params = [w1, b1, w2, b2]

def step(x, y):
    with tf.GradientTape() as tape:
        h = tf.nn.relu(tf.matmul(x, w1) + b1)
        logits = tf.matmul(h, w2) + b2
        loss = tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    return tape.gradient(loss, params)

traced = tf.function(step)

%(TIMED)s
for name, fn in [('eager', step), ('traced', traced)]:
    grads = fn(x, y)
    for p, g in zip(['w1', 'b1', 'w2', 'b2'], grads):
        print('grad', name, p, g.numpy().flatten().tolist())
    print('ms', name, timed(lambda: fn(x, y)))

# The step's floor: its two large products alone (x @ w1 and x^T @ dh).
dh = table(%(B)d, %(H)d, 3, 37, 0.1)
products = tf.function(lambda x, dh: (tf.matmul(x, w1), tf.matmul(x, dh, transpose_a=True)))
print('ms products', timed(lambda: products(x, dh)))

# d/dx of a scalar loop of %(L)d steps inside tf.function.
@tf.function
def loop_grad(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        _, v = tf.while_loop(lambda i, v: i < %(L)d,
                             lambda i, v: (i + 1, v + 0.001 * tf.sin(v)), [0, x])
    return v, tape.gradient(v, x)

v, g = loop_grad(tf.constant(0.5))
print('loop minitf', float(v.numpy()), float(g.numpy()))
print('ms loop', timed(lambda: loop_grad(tf.constant(0.5))))
'''

TORCH_PROGRAM = r'''
import time
import torch
torch.set_num_threads(os_threads)

%(TABLE)s
x = table(%(B)d, %(I)d, 7, 97, 2.0)
y = (torch.arange(%(B)d) %% %(O)d).long()
w1 = table(%(I)d, %(H)d, 31, 101, 0.1).requires_grad_()
b1 = table(1, %(H)d, 17, 23, 0.1).reshape(%(H)d).detach().requires_grad_()
w2 = table(%(H)d, %(O)d, 13, 29, 0.2).requires_grad_()
b2 = table(1, %(O)d, 5, 11, 0.1).reshape(%(O)d).detach().requires_grad_()
params = [w1, b1, w2, b2]

def step():
    h = torch.relu(x @ w1 + b1)
    logits = h @ w2 + b2
    loss = torch.nn.functional.cross_entropy(logits, y)
    return torch.autograd.grad(loss, params)

%(TIMED)s
grads = step()
for p, g in zip(['w1', 'b1', 'w2', 'b2'], grads):
    print('grad torch', p, g.flatten().tolist())
print('ms torch', timed(step))

dh = table(%(B)d, %(H)d, 3, 37, 0.1)
with torch.no_grad():
    print('ms products', timed(lambda: (x @ w1, x.t() @ dh)))

def loop_grad(x0):
    x = x0.clone().requires_grad_()
    v = x
    for _ in range(%(L)d):
        v = v + 0.001 * torch.sin(v)
    g, = torch.autograd.grad(v, x)
    return v, g

v, g = loop_grad(torch.tensor(0.5))
print('loop torch', float(v), float(g))
print('ms loop', timed(lambda: loop_grad(torch.tensor(0.5))))
'''
MINITF_PROGRAM = paste(MINITF_PROGRAM, minitf=True)
TORCH_PROGRAM = paste(TORCH_PROGRAM, minitf=False)


def run(cmd, program, env):
    grads, ms = {}, {}
    for line in run_program(cmd, program, env):
        kind, rest = line.split(' ', 1)
        if kind == 'loop':
            side, value, grad = rest.split()
            grads[('loop', side)] = [float(value), float(grad)]
        elif kind == 'grad':
            side, name, values = rest.split(' ', 2)
            grads[(side, name)] = ast.literal_eval(values)
        elif kind == 'ms':
            side, value = rest.split()
            ms[side] = float(value)
    return grads, ms


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--minitf', default=os.path.join(here, '..', 'build', 'bin', 'minitf'))
    ap.add_argument('--python', default='/usr/bin/python3')
    ap.add_argument('--steps', type=int, default=20, help='steps per timed repetition')
    ap.add_argument('--repeat', type=int, default=5, help='timed repetitions (best is kept)')
    # One thread each by default: on a shared machine, threaded BLAS on both
    # sides measures the neighbours' load more than the step.
    ap.add_argument('--threads', type=int, default=1,
                    help='BLAS threads for both sides (OPENBLAS_NUM_THREADS, torch)')
    ap.add_argument('--rounds', type=int, default=3,
                    help='runs of each side, taking turns (best figure kept)')
    args = ap.parse_args()
    sizes = dict(B=BATCH, I=IN, H=HIDDEN, O=OUT, N=args.steps, R=args.repeat, L=LOOP_STEPS)
    env = dict(os.environ, OPENBLAS_NUM_THREADS=str(args.threads), OMP_NUM_THREADS=str(args.threads))
    tprogram = TORCH_PROGRAM.replace('os_threads', str(args.threads)) % sizes
    # The sides take turns, and each figure is the best over the rounds: on a
    # shared machine a neighbour's burst then slows one round of one side,
    # not the whole comparison.
    mms, tms = {}, {}
    for _ in range(args.rounds):
        mgrads, m = run([args.minitf, '--mode', 'modern'], MINITF_PROGRAM % sizes, env)
        tgrads, t = run([args.python], tprogram, env)
        for best, new in ((mms, m), (tms, t)):
            for key, value in new.items():
                best[key] = min(best.get(key, value), value)
    print('784-256-10 MLP, ReLU, sparse softmax cross-entropy, batch %d, float32, %d thread(s)' %
          (BATCH, args.threads))
    worst = 0.0
    for side in ('eager', 'traced'):
        for name in ('w1', 'b1', 'w2', 'b2'):
            a, b = mgrads[(side, name)], tgrads[('torch', name)]
            scale = max(abs(v) for v in b) or 1.0
            err = max(abs(u - v) for u, v in zip(a, b)) / scale
            worst = max(worst, err)
            print('  %-6s d loss/d %-2s: max |minitf - torch| / max |torch| = %.2e' %
                  (side, name, err))
    print('agreement: %s (worst %.2e, goal <= %.0e)' %
          ('yes' if worst <= TOLERANCE else 'NO', worst, TOLERANCE))
    t = tms['torch']
    print('one forward+backward step: torch eager %.3f ms, minitf eager %.3f ms, '
          'minitf traced %.3f ms' % (t, mms['eager'], mms['traced']))
    print('ratio minitf/torch: eager %.2fx (goal <= %.1f), traced %.2fx (goal <= %.1f)' %
          (mms['eager'] / t, GOAL_EAGER, mms['traced'] / t, GOAL_TRACED))
    # Both sides call the same sgemm; its time bounds how far below torch's
    # step a step can go while computing the same two large products.
    print('the two large products alone (x @ w1, x^T @ dh): torch %.3f ms, minitf %.3f ms; '
          'minitf products / torch step = %.2fx' %
          (tms['products'], mms['products'], mms['products'] / t))
    (mv, mg), (tv, tg) = mgrads[('loop', 'minitf')], tgrads[('loop', 'torch')]
    print('d/dx of a %d-step loop x <- x + 0.001 sin(x) at 0.5: minitf (tf.while_loop in '
          'tf.function) %.7g, torch (Python loop, autograd) %.7g' % (LOOP_STEPS, mg, tg))
    print('  value and gradient: minitf %.3f ms, torch %.3f ms, ratio %.2fx' %
          (mms['loop'], tms['loop'], mms['loop'] / tms['loop']))


if __name__ == '__main__':
    main()
