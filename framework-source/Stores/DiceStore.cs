using System;
using System.Collections.Generic;
using DiceRolling.Dice;
using Godot;

namespace DiceRolling.Stores;

/// <summary>
/// Conjunto de dados em memória (singleton), com inclusão, busca, atualização e remoção por id.
/// </summary>
/// <remarks>
/// Guarda todos os <see cref="DiceType"/> do jogo em execução — no inventário ou equipados em personagens — e é o
/// ponto central para alterá-los (nome, localização). O construtor é privado: use <see cref="Instance"/>.
/// </remarks>
/// <example>
/// <code>
/// DiceStore.Instance.AddDice(d6);
/// DiceStore.Instance.UpdateDiceLocation(d6.Id, new DiceLocation(DiceLocationCategory.Character, joanna.Id));
/// DiceStore.Instance.UpdateDiceByID(d6.Id, d =&gt; d.Name = "Dado da Joanna");
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class DiceStore : Node
{
    private DiceStore() => throw null;

    /// <summary>Instância única do estoque de dados.</summary>
    public static DiceStore Instance { get; }

    /// <summary>Dados registrados.</summary>
    public List<DiceType> DiceSet { get; private set; }

    /// <summary>Registra um dado.</summary>
    /// <param name="dice">Dado registrado.</param>
    public void AddDice(DiceType dice) => throw null;

    /// <summary>Obtém o dado com o id informado.</summary>
    /// <param name="diceId">Id do dado.</param>
    /// <returns>O dado encontrado.</returns>
    /// <exception cref="System.Exception">Nenhum dado registrado tem esse id.</exception>
    public DiceType GetDiceByID(string diceId) => throw null;

    /// <summary>Aplica uma função de atualização ao dado com o id informado.</summary>
    /// <param name="diceId">Id do dado.</param>
    /// <param name="updateFn">Função que recebe o dado e o altera.</param>
    /// <exception cref="System.Exception">Nenhum dado registrado tem esse id.</exception>
    public void UpdateDiceByID(string diceId, Action<DiceType> updateFn) => throw null;

    /// <summary>Renomeia o dado com o id informado.</summary>
    /// <param name="diceId">Id do dado.</param>
    /// <param name="newName">Novo nome.</param>
    /// <exception cref="System.Exception">Nenhum dado registrado tem esse id.</exception>
    public void UpdateDiceName(string diceId, string newName) => throw null;

    /// <summary>Move o dado com o id informado para outra localização.</summary>
    /// <param name="diceId">Id do dado.</param>
    /// <param name="newLocation">Nova localização (inventário, personagem ou nenhuma).</param>
    /// <exception cref="System.Exception">Nenhum dado registrado tem esse id.</exception>
    public void UpdateDiceLocation(string diceId, DiceLocation newLocation) => throw null;

    /// <summary>Remove o dado com o id informado.</summary>
    /// <param name="diceId">Id do dado.</param>
    public void RemoveDice(string diceId) => throw null;
}
