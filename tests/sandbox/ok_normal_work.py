# What a lesson does in its own folder still works in the sandbox: tensors,
# numpy, printing, reading the notebook's data, writing and removing results.
import os
import numpy as np
import tensorflow as tf

rows = []
with open('data.txt') as f:
    header = f.readline().strip().split(',')
    for line in f:
        rows.append([float(v) for v in line.strip().split(',')])
print(header, rows)
x = tf.constant(rows)
print(tf.reduce_sum(x, axis=0))
print(np.array(rows).mean())

@tf.function
def double(t):
    return t * 2

print(double(x).numpy().tolist())
with open('results.txt', 'w') as f:
    f.write('sum=%g\n' % float(tf.reduce_sum(x)))
print(open('results.txt').read(), end='')
os.mkdir('sub/out')
os.rename('results.txt', 'sub/out/results.txt')
print(sorted(os.listdir('sub')), os.listdir('sub/out'))
print(os.path.exists('sub/out/results.txt'), os.path.isdir('sub'), os.path.isfile('data.txt'))
os.remove('sub/out/results.txt')
os.rmdir('sub/out')
print(sorted(os.listdir('.')))
print(open('sub/../data.txt').read() == open('data.txt').read())
