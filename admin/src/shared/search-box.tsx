import { useEffect, useState } from 'react';
import { Box, InputBase } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';

/**
 * The list's keyword search (its `q` filter), applied half a second after the last key. A new keyword from
 * elsewhere (the URL, the bar's search box) shows in it.
 */
export function SearchBox({ label }: { label: string }) {
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    // Not while typing: the list's keyword is the text trimmed, and a space being typed is not to be lost.
    if (current !== text.trim()) setText(current);
  }
  useEffect(() => {
    const keyword = text.trim();
    if (keyword === current) return;
    const timer = setTimeout(() => {
      const { q: _q, ...others } = filterValues;
      setFilters(keyword ? { ...others, q: keyword } : others, undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [text, current, filterValues, setFilters]);
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.06)',
        borderRadius: '8px 8px 0 0',
        borderBottom: '1px solid rgba(0, 0, 0, 0.42)',
        px: 1.5,
        py: 0.5,
        width: { xs: '100%', sm: '16rem' },
      }}
    >
      <InputBase
        type="search"
        placeholder={label}
        inputProps={{ 'aria-label': label }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: 1 }}
      />
      <SearchIcon sx={{ color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}
