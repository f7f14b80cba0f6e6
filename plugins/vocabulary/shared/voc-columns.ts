/** The vocabulary grid's columns: the grid shows them, the server's CSV export writes them. */
export const vocColumns = [
  { field: 'id', headerName: 'Id', type: 'number' as const, width: 75 },
  { field: 'word', headerName: 'Word', flex: 2 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'gender', headerName: 'G', width: 55 },
  { field: 'wordClass', headerName: 'Class', width: 110 },
  { field: 'levelName', headerName: 'Level', width: 75 },
  { field: 'nInflects', headerName: 'Forms', type: 'number' as const, width: 75 },
  { field: 'categories', headerName: 'Categories', flex: 1 },
  { field: 'tree', headerName: 'Tree', width: 120 },
  { field: 'image', headerName: 'Img', type: 'boolean' as const, width: 65 },
] as const;
