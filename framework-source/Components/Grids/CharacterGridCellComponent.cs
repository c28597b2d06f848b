using Godot;

namespace DiceRolling.Components.Grids;

/// <summary>
/// Cria, atualiza ou oculta a entidade de personagem sobre a célula de grade-pai, conforme a ocupação da célula.
/// </summary>
/// <remarks>
/// Deve ser filho de uma <see cref="DiceRolling.Entities.GridCellEntity"/>. Quando a célula
/// (<see cref="DiceRolling.Grids.GridCellType"/>) tem um <see cref="DiceRolling.Grids.GridCellType.Character"/>, o
/// componente instancia <see cref="CharacterEntityScene"/> (uma <see cref="DiceRolling.Entities.CharacterEntity"/>)
/// na posição da célula deslocada por <see cref="CharacterOffset"/>; quando a célula fica vazia, a entidade é ocultada.
/// É assim que os personagens das duas equipes aparecem nas grades 2×3 da batalha.
/// </remarks>
/// <seealso cref="GridCellComponent"/>
[Tool]
[GlobalClass]
[Icon("component-3d")]
public partial class CharacterGridCellComponent : Node3D
{
    /// <summary>Cena da entidade de personagem instanciada sobre a célula.</summary>
    [Export]
    public PackedScene? CharacterEntityScene { get; set; }

    /// <summary>Deslocamento do personagem em relação ao centro da célula. Valor inicial: <c>(0, 0, 0)</c>.</summary>
    [Export]
    public Vector3 CharacterOffset { get; set; } = new Vector3(0, 0, 0);

    /// <summary>Localiza a célula-pai, conecta-se às suas mudanças e exibe o ocupante atual.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta os sinais da célula ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
