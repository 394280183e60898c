# Valid: blocks indented with tabs only.
for i in range(2):
	if i:
		print('tab', i)
